import type { LaunchResult } from '@tessera/contract';
import { useToast } from '@tessera/ui';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { useTheme } from '@tessera/site-shared/preferences';
import { withGameLook } from '../utils/game-look';
import { gameErrorKey, isGameMaintenance } from '../utils/game-errors';

/**
 * Opens the game popup for a launch call: at once with a spinner (the call can take a moment on
 * 4G), then with the game's page. A refusal closes it again: maintenance shows the maintenance
 * dialog with popular games (spec §8), anything else a translated message.
 */
export function useOpenGame(): (
  title: string,
  start: () => Promise<LaunchResult>,
) => Promise<void> {
  const store = useStore();
  const toast = useToast();
  const { t } = useTranslation();
  const [theme] = useTheme();
  return useCallback(
    async (title, start) => {
      const opening = { kind: 'game', url: '', title } as const;
      store.set(siteModalAtom, opening);
      try {
        const launched = await start();
        // In-house game pages take the site's theme and colours (light Lumen, a light game).
        const url = withGameLook(launched.url, theme, document.documentElement);
        const { gameWallet } = launched;
        // Closed while loading: the player changed their mind, so do not reopen it (the money
        // the launch moved comes back with the next launch, or a withdrawal).
        if (store.get(siteModalAtom) === opening)
          store.set(siteModalAtom, { ...opening, url, ...(gameWallet ? { gameWallet } : {}) });
      } catch (error) {
        if (store.get(siteModalAtom) === opening) store.set(siteModalAtom, null);
        if (isGameMaintenance(error)) store.set(siteModalAtom, { kind: 'gameMaintenance', title });
        else toast.show({ tone: 'error', message: t(gameErrorKey(error)) });
      }
    },
    [store, toast, t, theme],
  );
}
