import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DrawTicket } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { whileSignedIn } from '@tessera/site-shared/session';
import { DRAWS_KEY } from './draws-key';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';

/** Tickets to play, the last plays, the earning rules and the games' prizes. */
export const drawOverviewQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...DRAWS_KEY, 'overview'],
    queryFn: () => client.draws.overview(),
    enabled: whileSignedIn(client),
  });

/** Plays a ticket; the tickets and the balance are read again after it. */
export function usePlayTicket() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const balanceChanged = useBalanceChanged();
  return useMutation({
    mutationFn: ({ ticketId, clientSeed }: { ticketId: number; clientSeed: string }) =>
      client.draws.play(ticketId, clientSeed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRAWS_KEY }),
    onSuccess: (ticket: DrawTicket) => {
      if ((ticket.amount ?? 0) > 0) void balanceChanged();
    },
  });
}
