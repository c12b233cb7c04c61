import { LANGUAGE_STORAGE_KEY, languageDir } from '@tessera/i18n';
import type { ThemeMode } from '@tessera/ui';
import { atom } from 'jotai';

const THEME_KEY = 'tessera.theme';
const AUTO_TRANSFER_KEY = 'tessera.autoTransfer';

/** Current interface language; createSite seeds it from storage or the brand default. */
export const languageAtom = atom<string>('en');
/** The language whose texts are being fetched before the page switches to it; null otherwise. */
export const languagePendingAtom = atom<string | null>(null);
/** Current theme; createSite seeds it from storage or the brand default. */
export const themeAtom = atom<ThemeMode>('dark');

/** Reads a stored preference; private browsing or a full disk must not break the site. */
export function readStored(key: 'language' | 'theme'): string | null {
  try {
    return localStorage.getItem(key === 'language' ? LANGUAGE_STORAGE_KEY : THEME_KEY);
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

/** Changes the language for this visit and the next ones (once i18next has its texts: useLanguage). */
export const chooseLanguageAtom = atom(null, (_get, set, language: string) => {
  set(languageAtom, language);
  applyLanguage(language);
  store(LANGUAGE_STORAGE_KEY, language);
});

// The choice made this visit; null until the member flips the switch (storage decides then).
const autoTransferChoiceAtom = atom<boolean | null>(null);

/**
 * Whether opening a game on a multi-wallet merchant first moves the main wallet into the game
 * vendor's wallet. On unless the member turned it off: a player should not have to learn about
 * vendor wallets before the first round.
 */
export const autoTransferAtom = atom(
  (get) => get(autoTransferChoiceAtom) ?? readAutoTransfer(),
  (_get, set, on: boolean) => {
    set(autoTransferChoiceAtom, on);
    store(AUTO_TRANSFER_KEY, on ? 'on' : 'off');
  },
);

function readAutoTransfer(): boolean {
  try {
    return localStorage.getItem(AUTO_TRANSFER_KEY) !== 'off';
  } catch {
    return true;
  }
}
