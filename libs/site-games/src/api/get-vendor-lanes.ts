import { queryOptions } from '@tanstack/react-query';
import { reshapeLanes } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';
import { cacheKeys, sessionCached } from './session-cache';

/** Vendor lanes, kept for the tab session and reshaped (ESPORTS, COCKFIGHT, INHOUSE; spec §4). */
export const vendorLanesQuery = (client: PlatformClient, merchant: string, language: string) =>
  queryOptions({
    queryKey: ['games', 'vendorLanes', language],
    ...sessionCached(cacheKeys.vendorLanes(merchant, language), async () =>
      reshapeLanes((await client.games.vendorLanes(language)).data.lanes),
    ),
  });
