import { describe, expect, it } from 'vitest';
import { loadI18n } from './load-i18n';
import { LANGUAGES, languageDir, pickerLanguages, TABLE_LANGUAGES } from './languages';

describe('LANGUAGES', () => {
  it('offers thirty distinct languages, each named in itself', () => {
    expect(LANGUAGES).toHaveLength(30);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(30);
    expect(new Set(LANGUAGES.map((language) => language.nativeName)).size).toBe(30);
  });

  it('lists exactly the five table languages as having tables', () => {
    expect(TABLE_LANGUAGES.map((language) => language.code)).toEqual([
      'en',
      'bn',
      'pt',
      'tl',
      'ar',
    ]);
  });

  it('puts the brand languages first', () => {
    expect(
      pickerLanguages(['bn', 'en'])
        .slice(0, 3)
        .map((l) => l.code),
    ).toEqual(['bn', 'en', 'pt']);
  });

  it('knows right-to-left scripts', () => {
    expect([languageDir('ar'), languageDir('ur'), languageDir('bn'), languageDir('xx')]).toEqual([
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ]);
  });

  it('reads English for a language without a table, and Portuguese for Brazilian', async () => {
    expect((await loadI18n('ja')).t('nav.home')).toBe('Lobby');
    expect((await loadI18n('pt-BR')).t('common.retry')).toBe('Tentar novamente');
  });
});
