import { queryOptions } from '@tanstack/react-query';
import type { GameListQuery, GamePage, MemberGamesQuery } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';

/** One page of the catalogue as the platform searches and pages it (spec §7 game list). */
export const gameListQuery = (client: PlatformClient, query: GameListQuery) =>
  queryOptions({
    queryKey: ['games', 'list', query],
    queryFn: (): Promise<GamePage> => client.games.list(query),
  });

/**
 * The signed-in member's favourite games. Under `member` so a sign-in or out drops them, and
 * a favourite toggle invalidates them.
 */
export const favouriteGamesQuery = (client: PlatformClient, query: MemberGamesQuery) =>
  queryOptions({
    queryKey: ['member', 'favourites', query],
    queryFn: () => client.games.favourites(query),
  });

/** The member's recently played games; a game round changes them, so they are never fresh. */
export const recentGamesQuery = (client: PlatformClient, query: MemberGamesQuery) =>
  queryOptions({
    queryKey: ['member', 'recent', query],
    queryFn: () => client.games.recent(query),
    staleTime: 0,
  });

/** The node ids of the member's favourites: the hearts on every game card. */
export const favouriteIdsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: ['member', 'favouriteIds'],
    queryFn: async (): Promise<ReadonlySet<number>> =>
      new Set((await client.games.favouriteIds()).nodeIds),
  });
