import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletBalance } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { useCallback } from 'react';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { MEMBER_KEY, useToken, whileSignedIn } from '../session';

/**
 * The balance's query key. Queries that follow the balance (what the Withdraw page shows is
 * available, and the turnover rounds wager) key under it, so a change of balance refreshes them.
 */
export const BALANCE_KEY = [...MEMBER_KEY, 'balance'] as const;

/**
 * The member's balance: the header shows it, game cards read its currency symbol. Anything
 * that moves money (a game round, a deposit) invalidates it rather than setting it.
 */
export const balanceQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: BALANCE_KEY,
    queryFn: (): Promise<WalletBalance> => client.wallet.balance(),
    enabled: whileSignedIn(client),
  });

/**
 * The player's money, as the header shows it: the main wallet's available part plus what the
 * game wallets of a multi-wallet merchant hold (the automatic transfer moves it there while a
 * game is open; it is still the player's, and comes back).
 */
export const totalBalance = (balance: Pick<WalletBalance, 'balance' | 'inGames'>): number =>
  balance.balance + balance.inGames;

/**
 * The last known balance; null for a visitor and until loaded. A failed refresh keeps the last
 * known balance on show (Query keeps data on error); the next refresh tries again.
 */
export function useBalance(): WalletBalance | null {
  const client = usePlatformClient();
  const token = useToken();
  const { data } = useQuery(balanceQuery(client));
  return token === null ? null : (data ?? null);
}

/**
 * Marks the balance out of date, e.g. after a round: whoever shows it asks again, and so does
 * every query keyed under `BALANCE_KEY`.
 */
export function useBalanceChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: BALANCE_KEY }), [queryClient]);
}
