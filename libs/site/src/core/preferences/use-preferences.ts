import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { useLoggedIn } from '../session';
import {
  autoTransferAtom,
  chooseLanguageAtom,
  chooseThemeAtom,
  languageAtom,
  themeAtom,
} from './preferences';

/**
 * The current language and a way to change it without reloading the page; a signed-in member's
 * choice is also saved on the platform (spec §4).
 */
export function useLanguage() {
  const language = useAtomValue(languageAtom);
  const choose = useSetAtom(chooseLanguageAtom);
  const loggedIn = useLoggedIn();
  const client = usePlatformClient();
  const { i18n } = useTranslation();
  const change = useCallback(
    (next: string) => {
      choose(next);
      void i18n.changeLanguage(next);
      // Fire and forget: the page already speaks the new language; the server copy can lag.
      if (loggedIn) client.member.setLanguage(next).catch(() => undefined);
    },
    [choose, i18n, loggedIn, client],
  );
  return [language, change] as const;
}

/** The current theme and a way to change it. */
export function useTheme() {
  return [useAtomValue(themeAtom), useSetAtom(chooseThemeAtom)] as const;
}

/** Whether opening a game moves money into its wallet first, and a way to change it. */
export function useAutoTransfer() {
  return [useAtomValue(autoTransferAtom), useSetAtom(autoTransferAtom)] as const;
}
