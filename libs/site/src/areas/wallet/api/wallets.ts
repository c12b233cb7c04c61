import { queryOptions, useMutation } from '@tanstack/react-query';
import type { UplineTransferRequest, WalletEntry, WalletTransferRequest } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { BALANCE_KEY, useBalanceChanged } from '@tessera/site-shared/wallet/balance';

/** The member's wallets as the wallet page shows them. */
export interface Wallets {
  /** A single-wallet merchant: no vendor wallets, nothing to move. */
  isSingle: boolean;
  currency: string;
  /** Main first (its available part), then one per vendor. */
  wallets: WalletEntry[];
  /** Main-wallet money held for withdrawals in progress, not movable. */
  held: number;
}

// Keyed under the balance: whatever moves money (a round, a game closing and its recall, a
// withdrawal) marks the balance changed, and an open wallet page follows.
const WALLETS_KEY = [...BALANCE_KEY, 'wallets'] as const;

/**
 * Both wallet calls at once: `merchantWallet` says whether the merchant is single-wallet,
 * `consolidated` what is held; one query so the page never shows one without the other.
 */
export const walletsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: WALLETS_KEY,
    queryFn: async (): Promise<Wallets> => {
      const [merchant, funds] = await Promise.all([
        client.wallet.merchantWallet(),
        client.wallet.consolidated(),
      ]);
      return {
        isSingle: merchant.isSingle,
        currency: funds.currency,
        wallets: funds.wallets,
        held: funds.held,
      };
    },
  });

/** After money moved: the header's balance and the wallets (keyed under it) are asked for again. */
const useMoneyMoved = useBalanceChanged;

/** Moves money between the main wallet and vendor wallets (one, allIn, allOut). */
export function useWalletTransfer() {
  const client = usePlatformClient();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (req: WalletTransferRequest) => client.wallet.transfer(req),
    onSuccess: () => moved(),
  });
}

/** Sends an amount of the main wallet to the member's upline. */
export function useUplineTransfer() {
  const client = usePlatformClient();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (req: UplineTransferRequest) => client.wallet.transferUpline(req),
    onSuccess: () => moved(),
  });
}
