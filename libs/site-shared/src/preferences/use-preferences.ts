import { loadLanguage } from '@tessera/i18n';
import { useToast } from '@tessera/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { useLoggedIn } from '../session';
import {
  autoTransferAtom,
  chooseLanguageAtom,
  chooseThemeAtom,
  languageAtom,
  languagePendingAtom,
  themeAtom,
} from './preferences';

/**
 * The current language, a way to change it without reloading the page, and the language being
 * fetched meanwhile (null when none). The page keeps its language until the new one's texts have
 * arrived; if they cannot be fetched, it stays and a toast says so. A signed-in member's choice
 * is also saved on the platform (spec §4).
 */
export function useLanguage() {
  const language = useAtomValue(languageAtom);
  const [pending, setPending] = useAtom(languagePendingAtom);
  const choose = useSetAtom(chooseLanguageAtom);
  const loggedIn = useLoggedIn();
  const client = usePlatformClient();
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const change = useCallback(
    (next: string) => {
      setPending(next);
      loadLanguage(i18n, next)
        .then(
          () => {
            choose(next);
            // Fire and forget: the page already speaks the new language; the server copy can lag.
            if (loggedIn) client.member.setLanguage(next).catch(() => undefined);
          },
          () => toast.show({ message: t('common.languageFailed'), tone: 'error' }),
        )
        .finally(() => setPending(null));
    },
    [choose, setPending, i18n, t, toast, loggedIn, client],
  );
  return [language, change, pending] as const;
}

/** The current theme and a way to change it. */
export function useTheme() {
  return [useAtomValue(themeAtom), useSetAtom(chooseThemeAtom)] as const;
}

/** Whether opening a game moves money into its wallet first, and a way to change it. */
export function useAutoTransfer() {
  return [useAtomValue(autoTransferAtom), useSetAtom(autoTransferAtom)] as const;
}
