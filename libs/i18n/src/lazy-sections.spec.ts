import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { addSection, records } from './lazy-sections';

describe('a lazy section', () => {
  it('keeps every {{placeholder}} of the English text in each language', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const language of ['bn', 'pt', 'tl'] as const)
      for (const [key, text] of Object.entries(records.en))
        expect(placeholders(records[language][key as keyof typeof records.en]), key).toEqual(
          placeholders(text),
        );
  });

  it('is not in the first load, and reads in every language once a page adds it', () => {
    const i18n = createI18n('bn');
    expect(i18n.exists('records.loadMore')).toBe(false);
    addSection(i18n, 'records', records);
    addSection(i18n, 'records', records);
    expect(i18n.t('records.loadMore')).toBe(records.bn.loadMore);
    expect(i18n.t('records.loadMore', { lng: 'pt' })).toBe(records.pt.loadMore);
    expect(i18n.t('errors.RECORD_RANGE_INVALID', { lng: 'en' })).toContain('92 days');
  });
});
