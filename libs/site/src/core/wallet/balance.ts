import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletBalance } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { useCallback } from 'react';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { MEMBER_KEY, useToken, whileSignedIn } from '../session';

/**
 * The member's balance: the header shows it, game cards read its currency symbol. Anything
 * that moves money (a game round, a deposit) invalidates it rather than setting it.
 */
export const balanceQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'balance'],
    queryFn: (): Promise<WalletBalance> => client.wallet.balance(),
    enabled: whileSignedIn(client),
  });

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

/** Marks the balance out of date, e.g. after a round: whoever shows it asks again. */
export function useBalanceChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: [...MEMBER_KEY, 'balance'] }),
    [queryClient],
  );
}
