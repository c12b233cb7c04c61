import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguageAtom, chooseThemeAtom, languageAtom, themeAtom } from './preferences';

/** The current language and a way to change it without reloading the page. */
export function useLanguage() {
  const language = useAtomValue(languageAtom);
  const choose = useSetAtom(chooseLanguageAtom);
  const { i18n } = useTranslation();
  const change = useCallback(
    (next: string) => {
      choose(next);
      void i18n.changeLanguage(next);
    },
    [choose, i18n],
  );
  return [language, change] as const;
}

/** The current theme and a way to change it. */
export function useTheme() {
  return [useAtomValue(themeAtom), useSetAtom(chooseThemeAtom)] as const;
}
