import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalOutcome, WithdrawalStatus } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { CASHIER_KEY } from './cashier-key';

/** Statuses an operator or a job moves on by itself, and how often to ask again (ms). */
const POLL_MS: Partial<Record<WithdrawalStatus, number>> = {
  requested: 3_000,
  approved: 3_000,
  // An operator settles a dispute by hand, in minutes or days: ask now and then.
  disputed: 10_000,
};

const withdrawalKey = (id: number) => [...CASHIER_KEY, 'withdrawal', id] as const;

/** One of the member's withdrawals, with `autoReceiveAt` while it awaits confirmation. */
export const withdrawalQuery = (client: PlatformClient, id: number) =>
  queryOptions({
    queryKey: withdrawalKey(id),
    queryFn: (): Promise<Withdrawal> => client.withdrawals.get(id),
    // Requested and approved wait for the operator and the payout job, a dispute for the
    // operator: ask again until it moves on.
    refetchInterval: (query) => (query.state.data && POLL_MS[query.state.data.status]) || false,
  });

/**
 * The payee's word on a paid withdrawal; the reply is the withdrawal as it now stands, so the
 * page shows it at once instead of asking again.
 */
export function useConfirmWithdrawal(id: number) {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ outcome, proofs }: { outcome: WithdrawalOutcome; proofs: File[] }) =>
      client.withdrawals.confirm(id, outcome, proofs),
    onSuccess: (withdrawal) => queryClient.setQueryData(withdrawalKey(id), withdrawal),
  });
}
