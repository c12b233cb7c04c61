import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';
import { DRAWS_KEY } from '../../draws';

export { missionSummaryQuery } from '@tessera/site-shared/badges';

const MISSIONS_KEY = [...MEMBER_KEY, 'missions'] as const;

/** This week's leaderboard by mission points. */
export const missionLeaderboardQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'leaderboard'],
    queryFn: () => client.missions.leaderboard(),
    enabled: whileSignedIn(client),
  });

/** Claims a mission: the missions, the leaderboard, the balance and the draw tickets change. */
export function useClaimMission() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const balanceChanged = useBalanceChanged();
  return useMutation({
    mutationFn: (id: number) => client.missions.claim(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MISSIONS_KEY }),
    onSuccess: (claim) => {
      if (claim.mission.rewardAmount > 0) void balanceChanged();
      if (claim.ticketId !== null) void queryClient.invalidateQueries({ queryKey: DRAWS_KEY });
    },
  });
}
