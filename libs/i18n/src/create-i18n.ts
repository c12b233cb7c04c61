import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { trackInstance } from './lazy-sections';
import { TABLES, type Translation } from './tables';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/**
 * A fresh i18next instance with every table loaded, set to `language`.
 * Tables are bundled: together they are a few kilobytes, less than one extra request on 4G.
 */
export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(TABLES).map(([code, table]) => [code, { translation: table }]),
    ),
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    // React escapes what it renders; escaping here too would show "&amp;" to players.
    interpolation: { escapeValue: false },
  });
  trackInstance(instance);
  return instance;
}
