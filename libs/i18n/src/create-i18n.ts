import type { TableLanguage } from '@tessera/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translation } from './tables';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** A fresh i18next instance holding the given tables, set to `language`. */
export function newI18n(language: string, tables: Partial<Record<TableLanguage, object>>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(tables).map(([code, table]) => [code, { translation: table }]),
    ),
    lng: language,
    // Languages without a table read English; a shipped table has every key (typecheck), so a
    // table language never needs English and a reader of one never downloads it.
    fallbackLng: 'en',
    initAsync: false,
    // React escapes what it renders; escaping here too would show "&amp;" to players.
    interpolation: { escapeValue: false },
  });
  return instance;
}
