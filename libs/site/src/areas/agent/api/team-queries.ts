import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  TeamBetsQuery,
  TeamLedgerQuery,
  TeamMembersQuery,
  TeamRangeQuery,
  UserLossQuery,
} from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { MEMBER_KEY, whileSignedIn } from '../../../core/session';

/** Every agent query is the signed-in agent's: a change of session drops them with the rest. */
export const TEAM_KEY = [...MEMBER_KEY, 'team'] as const;

/** A keyset list: each page's `nextCursor` is the next call's `cursor`; null ends the list. */
function pagedQuery<Q extends object, P extends { nextCursor: string | null }>(
  client: PlatformClient,
  name: string,
  call: (query: Q & { cursor?: string }) => Promise<P>,
  query: Q,
) {
  return infiniteQueryOptions({
    queryKey: [...TEAM_KEY, name, query],
    queryFn: ({ pageParam }) => call(pageParam ? { ...query, cursor: pageParam } : query),
    initialPageParam: '',
    getNextPageParam: (page: P) => page.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });
}

/** The team's figures over a range, and per day. */
export const teamOverviewQuery = (client: PlatformClient, query: TeamRangeQuery) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'overview', query],
    queryFn: () => client.team.overview(query),
    enabled: whileSignedIn(client),
  });

/** The agent's own income by day and kind. */
export const incomeQuery = (client: PlatformClient, query: TeamRangeQuery) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'income', query],
    queryFn: () => client.team.income(query),
    enabled: whileSignedIn(client),
  });

/** Announcements for agents, in the reader's language. */
export const announcementsQuery = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'announcements', language],
    queryFn: () => client.team.announcements(language),
    enabled: whileSignedIn(client),
  });

export const teamMembersQuery = (client: PlatformClient, query: TeamMembersQuery) =>
  pagedQuery(client, 'members', client.team.members, query);

export const teamBetsQuery = (client: PlatformClient, query: TeamBetsQuery) =>
  pagedQuery(client, 'bets', client.team.bets, query);

export const userLossQuery = (client: PlatformClient, query: UserLossQuery) =>
  pagedQuery(client, 'loss', client.team.loss, query);

export const teamLedgerQuery = (client: PlatformClient, query: TeamLedgerQuery) =>
  pagedQuery(client, 'ledger', client.team.ledger, query);
