import { languageDir } from '@tessera/i18n';
import type { ThemeMode } from '@tessera/ui';
import { atom } from 'jotai';

const LANGUAGE_KEY = 'tessera.language';
const THEME_KEY = 'tessera.theme';

/** Current interface language; createSite seeds it from storage or the brand default. */
export const languageAtom = atom<string>('en');
/** Current theme; createSite seeds it from storage or the brand default. */
export const themeAtom = atom<ThemeMode>('dark');

/** Reads a stored preference; private browsing or a full disk must not break the site. */
export function readStored(key: 'language' | 'theme'): string | null {
  try {
    return localStorage.getItem(key === 'language' ? LANGUAGE_KEY : THEME_KEY);
  } catch {
    return null;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered this time; the choice still applies to this visit.
  }
}

/** Sets the page language and writing direction (Arabic, Persian and Urdu read right to left). */
export function applyLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = languageDir(language);
}

/** Shows a theme: the token set switches on the attribute, no component re-renders. */
export function applyTheme(mode: ThemeMode) {
  document.documentElement.dataset.theme = mode;
}

/** Changes the theme for this visit and the next ones. */
export const chooseThemeAtom = atom(null, (_get, set, mode: ThemeMode) => {
  set(themeAtom, mode);
  applyTheme(mode);
  store(THEME_KEY, mode);
});

/** Changes the language for this visit and the next ones (i18next follows in useLanguageSync). */
export const chooseLanguageAtom = atom(null, (_get, set, language: string) => {
  set(languageAtom, language);
  applyLanguage(language);
  store(LANGUAGE_KEY, language);
});
