import { useQuery } from '@tanstack/react-query';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';

/**
 * How far the platform's clock is ahead of this device's, in ms (0 until known). Deadlines the
 * platform sets are counted down on its clock: a phone set ten minutes fast must not show a
 * withdrawal as received before the platform counts it so.
 */
export function useServerOffset(now: () => number = Date.now): number {
  const client = usePlatformClient();
  const { data } = useQuery({
    queryKey: ['system', 'server-offset'],
    queryFn: async () => Date.parse((await client.system.status()).serverTime) - now(),
    staleTime: Infinity,
  });
  return Number.isFinite(data) ? (data as number) : 0;
}
