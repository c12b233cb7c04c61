import { useNavigate } from '@tanstack/react-router';
import type { LaunchRequest } from '@tessera/contract';
import { launchGate, requiresLogin, type LaunchDestination } from '@tessera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { autoTransferAtom } from '@tessera/site-shared/preferences';
import { currentMember } from '@tessera/site-shared/session';
import { useGoToLogin } from '@tessera/site-account';
import { destinationOf, isVendorCard, launchTitle, type Launchable } from '../utils/launch-target';
import { useVendorWalletReady } from './use-vendor-wallet-ready';
import { useOpenGame } from './use-open-game';

/** Route search without empty values (a vendor card has no game code). */
const cleanSearch = (search: Record<string, string>) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== ''));

/** Opening a list page or a vendor's game list is browsing, which visitors may do too. */
function isBrowsing(destination: LaunchDestination): boolean {
  if (destination.kind === 'vendorList') return true;
  return destination.kind === 'route' && !requiresLogin(destination.path);
}

/**
 * Starts a game or a vendor card (spec §4): a visitor gets the login popup, a trial account the
 * real-account prompt, a game under maintenance the message with popular games; then the game
 * opens its page, its vendor's game list, or the game popup after the platform's launch call.
 */
export function useLaunchGame(): (target: Launchable) => void {
  const client = usePlatformClient();
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const openGame = useOpenGame();
  const walletReady = useVendorWalletReady();
  const { i18n } = useTranslation();

  const launch = useCallback(
    async (target: Launchable) => {
      // Multi-wallet without the automatic transfer: an empty vendor wallet gets a prompt.
      if (!(await walletReady(target.vassalage))) {
        store.set(siteModalAtom, { kind: 'fundWallet', title: launchTitle(target) });
        return;
      }
      const request: LaunchRequest = {
        vassalage: target.vassalage,
        gameType: target.gameType,
        gameCode: target.gameCode ?? undefined,
        language: i18n.language,
        device: 'WEB',
        backUrl: window.location.href,
        autoTransfer: store.get(autoTransferAtom),
      };
      // A vendor card without a game opens the vendor's own lobby (e.g. a sports book).
      const vendorLobby = isVendorCard(target) && target.gameCode === null;
      return openGame(launchTitle(target), () =>
        vendorLobby ? client.games.launchVendor(request) : client.games.launch(request),
      );
    },
    [client, openGame, walletReady, store, i18n],
  );

  return useCallback(
    (target: Launchable) => {
      const destination = destinationOf(target);
      const showMaintenance = () =>
        store.set(siteModalAtom, { kind: 'gameMaintenance', title: launchTitle(target) });
      const open = (to: Exclude<LaunchDestination, { kind: 'launch' }>) => {
        if (to.kind === 'vendorList')
          store.set(siteModalAtom, {
            kind: 'vendorGames',
            vassalage: to.vassalage,
            title: launchTitle(target),
          });
        // Paths come from the domain rules at run time; all of them take a plain query.
        else void navigate({ to: to.path as '/rng', search: cleanSearch(to.search) });
      };

      if (isBrowsing(destination)) {
        if (target.maintenance) showMaintenance();
        else if (destination.kind !== 'launch') open(destination);
        return;
      }
      const member = currentMember(queryClient, client);
      const verdict = launchGate({
        loggedIn: member !== null,
        memberType: member?.type ?? null,
        maintenance: target.maintenance,
      });
      // A login-only page sends a visitor to log in itself, and back to that page afterwards.
      if (verdict === 'login' && destination.kind === 'route') open(destination);
      else if (verdict === 'login') goToLogin();
      else if (verdict === 'upgrade') store.set(siteModalAtom, { kind: 'realAccount' });
      else if (verdict === 'maintenance') showMaintenance();
      else if (destination.kind === 'launch') void launch(target);
      else open(destination);
    },
    [client, store, queryClient, navigate, goToLogin, launch],
  );
}
