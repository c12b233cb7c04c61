import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { cacheKeys, sessionCached } from './session-cache';

/** Hot games, kept for the tab session (spec §4). */
export const hotGamesQuery = (client: PlatformClient, merchant: string, language: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language],
    ...sessionCached(
      cacheKeys.hotGames(merchant, language),
      async () => (await client.games.hot(language, false)).list,
    ),
  });
