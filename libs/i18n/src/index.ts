export { loadI18n, loadLanguage } from './load-i18n';
export { loadSection } from './lazy-sections';
export { tableLanguageOf } from './language-tables';
export {
  isTableLanguage,
  LANGUAGE_STORAGE_KEY,
  languageDir,
  LANGUAGES,
  pickerLanguages,
  TABLE_LANGUAGES,
  type LanguageCode,
  type LanguageInfo,
} from './languages';
export type { Translation } from './tables';
export type { LazySectionName } from './tables/lazy';
export { dateTimeFormat, numberFormat } from './intl-formats';
