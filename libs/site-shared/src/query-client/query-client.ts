import { QueryClient } from '@tanstack/react-query';

/**
 * The site's one QueryClient. Defaults, and why:
 * - `retry: false`: the SDK already retries transient failures (network, 5xx) itself; a
 *   Query retry on top would multiply attempts on a bad 4G link, and a 4xx PlatformError
 *   (bad input, session ended, forbidden) never gets better by asking again. Retry buttons
 *   on each section ask again when the player wants.
 * - `refetchOnWindowFocus: false`: phones fire focus and visibility changes all the time
 *   (app switch, notification shade); refetching every visible list each time would be a
 *   storm of calls for data that changes rarely. The balance refreshes when a game ends.
 * - `staleTime: 60s`: going back to a page within a minute shows what was loaded, no spinner.
 * - `gcTime` 10 min: lists a player left are kept a while for the back button.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        gcTime: 10 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}
