import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deposit, DepositRequest, DepositStatus } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { whileSignedIn } from '@tessera/site-shared/session';
import { CASHIER_KEY } from './cashier-key';

/** How often a waiting deposit asks for its status: a provider usually answers within seconds. */
export const DEPOSIT_POLL_MS = 3_000;

/** Statuses that can still change; the others are final. */
const WAITING: ReadonlySet<DepositStatus> = new Set(['created', 'pending']);

/** Whether a deposit may still change (and is worth asking about again). */
export const isWaiting = (deposit: Deposit | undefined) =>
  deposit !== undefined && WAITING.has(deposit.status);

/** How long until a deposit's status is asked for again; false once it is final. */
export const depositPollInterval = (deposit: Deposit | undefined): number | false =>
  isWaiting(deposit) ? DEPOSIT_POLL_MS : false;

/** One deposit, asked again every few seconds while it waits for the provider. */
export const depositQuery = (client: PlatformClient, id: number) =>
  queryOptions({
    queryKey: [...CASHIER_KEY, 'deposit', id],
    queryFn: () => client.cashier.deposit(id),
    enabled: whileSignedIn(client),
    // Never fresh: the provider may have answered since the last look.
    staleTime: 0,
    refetchInterval: (query) => depositPollInterval(query.state.data),
  });

/** Opens a deposit; its answer seeds the status query, so the poll starts from it. */
export function useCreateDeposit() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: DepositRequest) => client.cashier.createDeposit(req),
    onSuccess: (deposit) =>
      queryClient.setQueryData(depositQuery(client, deposit.id).queryKey, deposit),
  });
}
