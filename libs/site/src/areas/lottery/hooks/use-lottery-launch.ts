import type { LotteryGame } from '@tessera/contract';
import { gatedAction } from '@tessera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useGoToLogin } from '@tessera/site-account';
import { useOpenGame, useVendorWalletReady } from '@tessera/site-games';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { autoTransferAtom } from '@tessera/site-shared/preferences';
import { currentMember } from '@tessera/site-shared/session';
import { lotteryArea } from '../utils/lottery-pages';

/**
 * Plays a lottery in the game popup (spec §7 lottery launch: lottoArea VN, launchMode LOTT,
 * the prize mode the menu gave the game, game code, device, backUrl and language). The pages are login-only; a trial
 * account still gets the real-account prompt like every other game.
 */
export function useLotteryLaunch() {
  const client = usePlatformClient();
  const store = useStore();
  const queryClient = useQueryClient();
  const goToLogin = useGoToLogin();
  const openGame = useOpenGame();
  const walletReady = useVendorWalletReady();
  const { i18n } = useTranslation();
  return useCallback(
    async (game: LotteryGame) => {
      const member = currentMember(queryClient, client);
      const verdict = gatedAction({ loggedIn: member !== null, memberType: member?.type ?? null });
      if (verdict === 'login') return goToLogin();
      if (verdict === 'upgrade') return store.set(siteModalAtom, { kind: 'realAccount' });
      // On a multi-wallet merchant bets book on the lottery vendor's wallet, as any game's do:
      // the launch's automatic transfer fills it, or (off) the player must have.
      if (!(await walletReady(game.vassalage)))
        return store.set(siteModalAtom, { kind: 'fundWallet', title: game.name });
      void openGame(game.name, () =>
        client.games.launch({
          gameCode: game.gameCode,
          vassalage: game.vassalage,
          gameType: 'LOTT',
          prizeMode: game.prizeMode,
          lottoArea: lotteryArea(game) === 'VN' ? 'VN' : undefined,
          launchMode: 'LOTT',
          device: 'WEB',
          backUrl: window.location.href,
          language: i18n.language,
          autoTransfer: store.get(autoTransferAtom),
        }),
      );
    },
    [client, store, queryClient, goToLogin, openGame, walletReady, i18n],
  );
}
