import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralMenuVisible, skipsConsolidatedCall } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { loginInfoQuery, MEMBER_KEY, whileSignedIn } from '../session/member-queries';
import { useMember } from '../session/use-member';

/** Where the unread count lives; the messages page refreshes it after marking messages read. */
export const UNREAD_COUNT_KEY = [...MEMBER_KEY, 'messages', 'unread'] as const;

/** How often the header asks again, so a message written meanwhile shows up. */
const UNREAD_REFRESH_MS = 60_000;

/** The member's unread messages (spec §7 `CSP_unreadCount`). */
export const unreadCountQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => client.messages.unreadCount().then(({ count }) => count),
    enabled: whileSignedIn(client),
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 30_000,
  });

/**
 * The reward centre's claimable count. Its key sits under the member's `rewards`, which the
 * promotions area marks out of date after a claim, so the badges follow.
 */
export const rewardCountQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'rewards', 'count'],
    queryFn: () => client.promotions.rewardCount(),
    enabled: whileSignedIn(client),
    select: (count) => count.claimable,
  });

/**
 * This period's missions with progress, what may be claimed and this week's points: the
 * missions page's query, here because the badges count its claimable missions.
 */
export const missionSummaryQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'missions', 'summary'],
    queryFn: () => client.missions.summary(),
    enabled: whileSignedIn(client),
  });

/**
 * Lucky draw tickets waiting to be played; the platform issues the tickets qualifying play owes
 * before counting. The key sits under the draws area's (`[...MEMBER_KEY, 'draws']`), which a
 * play or a mission's ticket marks out of date, so the badge follows.
 */
export const drawCountQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'draws', 'count'],
    queryFn: () => client.draws.count().then(({ unplayed }) => unplayed),
    enabled: whileSignedIn(client),
  });

/** The counts the header and menus badge (spec §2: missions, messages, rewards; lucky draws). */
export interface BadgeCounts {
  messages: number;
  /** Claimable rewards in the reward centre. */
  rewards: number;
  /** Missions ready to claim. */
  missions: number;
  /** Lucky draw tickets to play. */
  draws: number;
}

/**
 * The badge counts of the signed-in member; all 0 for a visitor or a trial account (which skips
 * the unread-message load, spec §6).
 */
export function useBadgeCounts(): BadgeCounts {
  const client = usePlatformClient();
  const member = useMember();
  const counted = member !== null && !skipsConsolidatedCall(member.type);
  const unread = useQuery({ ...unreadCountQuery(client), enabled: counted });
  const rewards = useQuery({ ...rewardCountQuery(client), enabled: counted });
  const missions = useQuery({ ...missionSummaryQuery(client), enabled: counted });
  const draws = useQuery({ ...drawCountQuery(client), enabled: counted });
  if (!counted) return { messages: 0, rewards: 0, missions: 0, draws: 0 };
  return {
    messages: unread.data ?? 0,
    rewards: rewards.data ?? 0,
    missions: missions.data?.claimable ?? 0,
    draws: draws.data ?? 0,
  };
}

/** Whether the Invite menu shows (spec §6): a signed-in agent, or a member while referral is on. */
export function useReferralMenuVisible(): boolean {
  const client = usePlatformClient();
  const member = useMember();
  const info = useQuery({ ...loginInfoQuery(client), enabled: member !== null });
  return referralMenuVisible({
    loggedIn: member !== null,
    memberType: member?.type ?? null,
    referralEnabled: info.data?.referralEnabled ?? false,
  });
}
