import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';

/**
 * The launch URL of a game the seamless page embeds. A launch URL is for one session of play:
 * it is never reused from the cache (`gcTime: 0`), each visit of the page asks again.
 */
export const seamlessLaunchQuery = (
  client: PlatformClient,
  game: { gameCode: string; vassalage: string; language: string; autoTransfer: boolean },
) =>
  queryOptions({
    queryKey: ['member', 'launch', game],
    queryFn: () => client.games.launch({ ...game, device: 'WEB', backUrl: window.location.origin }),
    gcTime: 0,
    staleTime: Infinity,
  });
