import { describe, expect, it } from 'vitest';
import { newI18n } from './create-i18n';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('hand the same formatter to every caller asking for the same language and options', () => {
    expect(numberFormat('bn', { maximumFractionDigits: 0 })).toBe(
      numberFormat('bn', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('bn')).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { minimumFractionDigits: 2 }).format(5)).toBe('5.00');
    expect(dateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' })).toBe(
      dateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }),
    );
    expect(
      dateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).format(Date.UTC(2026, 10, 29)),
    ).toBe('Nov 29, 2026');
  });

  it("format a table's {{count, number}} in the reader's digits, with the options it wrote", () => {
    const tables = {
      en: {
        games: '{{count, number}} games',
        share: '{{share, number(maximumFractionDigits: 1)}}%',
      },
      bn: {
        games: '{{count, number}}টি গেম',
        share: '{{share, number(maximumFractionDigits: 1)}}%',
      },
    };
    const i18n = newI18n('bn', tables);
    // Loose keys: these tables are not the app's typed ones.
    const t = i18n.t as unknown as (key: string, values: object) => string;
    expect(t('games', { count: 1234567 })).toBe('১২,৩৪,৫৬৭টি গেম');
    expect(t('share', { share: 12.345 })).toBe('১২.৩%');
    void i18n.changeLanguage('en');
    expect(t('games', { count: 1234567 })).toBe('1,234,567 games');
    expect(t('games', { count: 2 })).toBe('2 games');
  });

  it("write a bare {{n}} given a number in the reader's digits too, without grouping", () => {
    const tables = {
      en: { tier: 'Tier {{n}}', year: '© {{year}}', who: 'Hello {{name}}' },
      bn: { tier: 'স্তর {{n}}', year: '© {{year}}', who: 'হ্যালো {{name}}' },
    };
    const i18n = newI18n('bn', tables);
    const t = i18n.t as unknown as (key: string, values: object) => string;
    expect(t('tier', { n: 1 })).toBe('স্তর ১');
    // A year or an id is a name, not a quantity: no thousands separator.
    expect(t('year', { year: 2026 })).toBe('© ২০২৬');
    expect(t('who', { name: 'Rahim 7' })).toBe('হ্যালো Rahim 7');
    void i18n.changeLanguage('en');
    expect(t('tier', { n: 12 })).toBe('Tier 12');
    expect(t('year', { year: 2026 })).toBe('© 2026');
  });
});
