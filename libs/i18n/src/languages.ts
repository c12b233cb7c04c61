import { TABLE_LANGUAGES as TABLE_LANGUAGE_CODES, type TableLanguage } from '@tessera/contract';

/**
 * Where the site keeps the reader's chosen language (localStorage). The brand's index.html reads
 * it too, to ask for the first screen's texts in that language before the site's code arrives.
 */
export const LANGUAGE_STORAGE_KEY = 'tessera.language';

/** One interface language: BCP 47 code, its name in itself, and its writing direction. */
export interface LanguageInfo {
  code: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

const ltr = (code: string, nativeName: string): LanguageInfo => ({ code, nativeName, dir: 'ltr' });
const rtl = (code: string, nativeName: string): LanguageInfo => ({ code, nativeName, dir: 'rtl' });

/**
 * The languages of spec §1 (CN, EN, JA, TH, VI, MY, ES, HI, ID, KM, KO, MS, PT, PT-BR, TA, TW,
 * TL, TY, UR, TR, BN, AR, FA, RU, KK, UZ, LO, NE, FR "and others": German completes thirty).
 * Only en, bn, pt, tl and ar have tables (the contract's TABLE_LANGUAGES); the rest read English
 * until a table ships.
 */
export const LANGUAGES: readonly LanguageInfo[] = [
  ltr('en', 'English'),
  ltr('bn', 'বাংলা'),
  ltr('pt', 'Português'),
  ltr('pt-BR', 'Português (Brasil)'),
  ltr('tl', 'Tagalog'),
  ltr('zh-CN', '简体中文'),
  ltr('zh-TW', '繁體中文'),
  ltr('ja', '日本語'),
  ltr('ko', '한국어'),
  ltr('th', 'ไทย'),
  ltr('vi', 'Tiếng Việt'),
  ltr('my', 'မြန်မာ'),
  ltr('km', 'ខ្មែរ'),
  ltr('lo', 'ລາວ'),
  ltr('id', 'Bahasa Indonesia'),
  ltr('ms', 'Bahasa Melayu'),
  ltr('hi', 'हिन्दी'),
  ltr('ta', 'தமிழ்'),
  ltr('ne', 'नेपाली'),
  rtl('ur', 'اردو'),
  rtl('ar', 'العربية'),
  rtl('fa', 'فارسی'),
  ltr('tr', 'Türkçe'),
  ltr('ru', 'Русский'),
  ltr('kk', 'Қазақ тілі'),
  ltr('uz', 'Oʻzbekcha'),
  ltr('es', 'Español'),
  ltr('fr', 'Français'),
  ltr('de', 'Deutsch'),
  ltr('ty', 'Reo Tahiti'),
];

export type LanguageCode = string;

/** Languages with a table, named in their own language. */
export const TABLE_LANGUAGES: readonly { code: TableLanguage; nativeName: string }[] =
  LANGUAGES.filter((language): language is LanguageInfo & { code: TableLanguage } =>
    isTableLanguage(language.code),
  );

export function isTableLanguage(value: unknown): value is TableLanguage {
  return (TABLE_LANGUAGE_CODES as readonly unknown[]).includes(value);
}

/** The picker's order: the brand's own languages first, then every other one. */
export function pickerLanguages(featured: readonly string[]): LanguageInfo[] {
  const first = featured.flatMap((code) => LANGUAGES.filter((language) => language.code === code));
  return [...first, ...LANGUAGES.filter((language) => !featured.includes(language.code))];
}

/** Writing direction of a language code; unknown codes read left to right. */
export function languageDir(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}
