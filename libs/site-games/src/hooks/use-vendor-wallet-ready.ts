import { useStore } from 'jotai';
import { useCallback } from 'react';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { autoTransferAtom } from '@tessera/site-shared/preferences';

/**
 * Before a game of `vassalage` opens, whether it can start. With the automatic transfer on
 * (the default) it always can: the launch itself moves the player's money into the vendor's
 * wallet on a multi-wallet merchant, and a game with no money at all says so itself. With it
 * off, the player moves money by hand: a vendor wallet that is empty gets the prompt that leads
 * to the wallet page instead of a game that only says "not enough balance". A single-wallet
 * merchant, or a wallet call that fails, starts the game: the launch refuses what it refuses.
 */
export function useVendorWalletReady(): (vassalage: string) => Promise<boolean> {
  const client = usePlatformClient();
  const store = useStore();
  return useCallback(
    async (vassalage) => {
      if (store.get(autoTransferAtom)) return true;
      try {
        const { isSingle, wallets } = await client.wallet.merchantWallet();
        const wallet = wallets.find((entry) => entry.code === vassalage);
        return isSingle || !wallet || wallet.balance > 0;
      } catch {
        return true;
      }
    },
    [client, store],
  );
}
