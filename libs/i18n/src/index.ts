export { createI18n } from './create-i18n';
export { addSection } from './lazy-sections';
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
export { TABLES, type Translation } from './tables';
