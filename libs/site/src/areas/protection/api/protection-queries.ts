import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LossLimitsUpdate, Protection } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

/** Loss limits (in force, waiting, lost so far) and the reality-check interval. */
export const protectionQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'protection'],
    queryFn: () => client.protection.overview(),
    enabled: whileSignedIn(client),
  });

/** Time since sign-in and the result since then, for the reality check (asked when due). */
export const playSessionQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'playSession'],
    queryFn: () => client.protection.session(),
    enabled: whileSignedIn(client),
    staleTime: 0,
  });

/** Changes loss limits; the reply is the new state, shown at once. */
export function useSetLossLimits() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: LossLimitsUpdate) => client.protection.setLossLimits(update),
    onSuccess: (lossLimits) =>
      queryClient.setQueryData(protectionQuery(client).queryKey, (old: Protection | undefined) =>
        old ? { ...old, lossLimits } : old,
      ),
  });
}

/** Sets the reality-check interval; the shell's watcher reads it again. */
export function useSetRealityCheck() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number | null) => client.protection.setRealityCheck(minutes),
    onSuccess: ({ minutes }) => {
      queryClient.setQueryData(protectionQuery(client).queryKey, (old: Protection | undefined) =>
        old ? { ...old, realityCheckMinutes: minutes } : old,
      );
      void queryClient.invalidateQueries({ queryKey: playSessionQuery(client).queryKey });
    },
  });
}
