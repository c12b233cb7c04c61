export { createI18n } from './create-i18n';
export { isTableLanguage, TABLE_LANGUAGES } from './languages';
export { TABLES, type Translation } from './tables';
