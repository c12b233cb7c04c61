import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { useCallback } from 'react';
import { whileSignedIn } from '@tessera/site-shared/session';
import { BALANCE_KEY } from '@tessera/site-shared/wallet/balance';

// Keyed under the balance, not the cashier: its available amount and turnover move with every
// round, deposit or withdrawal, all of which already mark the balance changed.
const OVERVIEW_KEY = [...BALANCE_KEY, 'withdrawalOverview'] as const;

/** Password state, the merchant's limits, the available balance and the turnover to wager. */
export const withdrawalOverviewQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: OVERVIEW_KEY,
    queryFn: () => client.cashier.withdrawalOverview(),
    enabled: whileSignedIn(client),
  });

/** Marks the overview out of date (a password set, a wrong password, a refused withdrawal). */
export function useOverviewChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
    [queryClient],
  );
}
