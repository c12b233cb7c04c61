import { ERROR_CODES } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n';
import { addSection } from '../lazy-sections';
import { agentContractErrors } from './agent-contract-errors';
import { cashierErrors } from './cashier-errors';
import { drawsErrors } from './draws-errors';
import { promotionErrors } from './promotion-errors';
import { securityErrors } from './security-errors';
import { socialErrors } from './social-errors';
import { pointsErrors } from './points-errors';
import { engagementErrors } from './engagement-errors';
import { protectionErrors } from './protection-errors';
import { TABLES } from './index';

function leaves(table: object, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const english = new Map(leaves(TABLES.en));

describe.each(['bn', 'pt', 'tl'] as const)('the %s table', (language) => {
  const table = new Map(leaves(TABLES[language]));

  it('has every English key and no others', () => {
    expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every {{placeholder}} of the English text', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of english) {
      expect(placeholders(table.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is translated, not an English copy', () => {
    const copied = [...english].filter(
      ([key, text]) => table.get(key) === text && text.length > 12,
    );
    expect(copied).toEqual([]);
  });
});

describe('createI18n', () => {
  it('translates in the chosen language and fills placeholders', () => {
    const i18n = createI18n('bn');
    expect(i18n.t('home.welcome', { name: 'Aurora' })).toBe('Aurora-এ স্বাগতম');
  });

  it("has a message for every error code of the catalogue, the cashier's and security centre's ones with their screens", () => {
    const i18n = createI18n('en');
    addSection('errors', cashierErrors);
    addSection('errors', agentContractErrors);
    addSection('errors', securityErrors);
    addSection('errors', socialErrors);
    addSection('errors', drawsErrors);
    addSection('errors', promotionErrors);
    addSection('errors', pointsErrors);
    addSection('errors', engagementErrors);
    addSection('errors', protectionErrors);
    for (const code of ERROR_CODES) {
      expect(i18n.exists(`errors.${code}`), code).toBe(true);
    }
  });
});
