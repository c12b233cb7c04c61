import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitsUpdate } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

/** The member's deposit limits: in force, waiting, and used so far in each period. */
export const depositLimitsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'depositLimits'],
    queryFn: () => client.records.depositLimits(),
    enabled: whileSignedIn(client),
  });

/** Changes one or more limits; the reply is the new state, so the page shows it at once. */
export function useSetDepositLimits() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: DepositLimitsUpdate) => client.records.setDepositLimits(update),
    onSuccess: (limits) => queryClient.setQueryData(depositLimitsQuery(client).queryKey, limits),
  });
}
