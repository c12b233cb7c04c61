import { MAIN_WALLET } from '@tessera/contract';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { usePlatformClient } from '../../../core/platform-client/use-platform-client';
import { autoTransferAtom } from '../../../core/preferences';
import { useBalanceChanged } from '../../../core/wallet/balance';
import { newRequestId } from '../../../core/wallet/request-id';

/**
 * Before a game of `vassalage` opens: on a multi-wallet merchant its rounds book on the vendor's
 * wallet, so with auto-transfer on the main wallet's available money moves there first. Answers
 * whether the game can start; false when the vendor wallet would stay empty (the game would only
 * say "not enough balance"). A single-wallet merchant, or a wallet call that fails, starts the
 * game as before: the launch itself still refuses what the platform refuses.
 */
export function useFundVendorWallet(): (vassalage: string) => Promise<boolean> {
  const client = usePlatformClient();
  const store = useStore();
  const balanceChanged = useBalanceChanged();
  return useCallback(
    async (vassalage) => {
      try {
        const { isSingle, wallets } = await client.wallet.merchantWallet();
        const balanceOf = (code: string) => wallets.find((w) => w.code === code)?.balance ?? 0;
        if (isSingle || !wallets.some((wallet) => wallet.code === vassalage)) return true;
        if (store.get(autoTransferAtom) && balanceOf(MAIN_WALLET) > 0) {
          await client.wallet.transfer({ mode: 'allIn', to: vassalage, requestId: newRequestId() });
          void balanceChanged();
          return true;
        }
        return balanceOf(vassalage) > 0;
      } catch {
        return true;
      }
    },
    [client, store, balanceChanged],
  );
}
