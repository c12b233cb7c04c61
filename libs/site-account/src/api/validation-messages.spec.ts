import { PATTERN_IDS, validateValue } from '@tessera/domain';
import { createI18n } from '@tessera/i18n/testing';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '@tessera/site-shared/forms/issue-message';

const i18n = createI18n('en');

describe('validation messages', () => {
  it.each(PATTERN_IDS)('has a message for pattern %s', (id) => {
    expect(i18n.exists(`validation.${id}`)).toBe(true);
  });

  it('fills in the bounds of the rule', () => {
    const rule = {
      enabled: true,
      required: true,
      acceptedPattern: 'LENGTH',
      patternId: 'LENGTH',
      minLength: 8,
      maxLength: 64,
    };
    expect(issueMessage(i18n.t, validateValue('short', rule) ?? undefined)).toBe(
      'Must be 8-64 characters.',
    );
  });

  it('falls back to a general message for a patternId it does not know', () => {
    expect(issueMessage(i18n.t, { key: 'validation.MERCHANT_SPECIAL' })).toBe(
      'Please check the format.',
    );
  });
});
