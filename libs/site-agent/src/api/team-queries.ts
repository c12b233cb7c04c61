import { queryOptions } from '@tanstack/react-query';
import type {
  TeamBetsQuery,
  TeamLedgerQuery,
  TeamMembersQuery,
  TeamRangeQuery,
  UserLossQuery,
} from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { pagedQuery } from '@tessera/site-shared/report/paged-query';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

/** Every agent query is the signed-in agent's: a change of session drops them with the rest. */
export const TEAM_KEY = [...MEMBER_KEY, 'team'] as const;

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
  pagedQuery(client, [...TEAM_KEY, 'members'], client.team.members, query);

export const teamBetsQuery = (client: PlatformClient, query: TeamBetsQuery) =>
  pagedQuery(client, [...TEAM_KEY, 'bets'], client.team.bets, query);

export const userLossQuery = (client: PlatformClient, query: UserLossQuery) =>
  pagedQuery(client, [...TEAM_KEY, 'loss'], client.team.loss, query);

export const teamLedgerQuery = (client: PlatformClient, query: TeamLedgerQuery) =>
  pagedQuery(client, [...TEAM_KEY, 'ledger'], client.team.ledger, query);
