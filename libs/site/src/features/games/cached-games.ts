import type { GameSummary, VendorLane } from '@tessera/contract';
import { reshapeLanes } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';
import { cacheKeys, cachedCall } from './session-cache';

/** Who is asking: the cache keeps one copy per merchant and language. */
export interface CacheScope {
  merchant: string;
  language: string;
  /** Load again instead of using the stored copy. */
  refresh?: boolean;
}

/** Vendor lanes, cached for the visit and reshaped (ESPORTS, COCKFIGHT, INHOUSE; spec §4). */
export async function loadVendorLanes(
  client: PlatformClient,
  { merchant, language, refresh }: CacheScope,
): Promise<VendorLane[]> {
  const reply = await cachedCall(
    cacheKeys.vendorLanes(merchant, language),
    () => client.games.vendorLanes(language),
    { refresh },
  );
  return reshapeLanes(reply.data.lanes);
}

/** Hot games, cached for the visit; a refresh also asks the platform to skip its cache. */
export async function loadHotGames(
  client: PlatformClient,
  { merchant, language, refresh = false }: CacheScope,
): Promise<GameSummary[]> {
  const reply = await cachedCall(
    cacheKeys.hotGames(merchant, language),
    () => client.games.hot(language, refresh),
    { refresh },
  );
  return reply.list;
}
