import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { whileSignedIn } from '../session';

/**
 * A keyset list's query: each page's `nextCursor` is the next call's `cursor`; null ends the
 * list. Keyed under `key` (a member's key: a change of session drops it with the rest).
 */
export function pagedQuery<Q extends object, P extends { nextCursor: string | null }>(
  client: PlatformClient,
  key: readonly unknown[],
  call: (query: Q & { cursor?: string }) => Promise<P>,
  query: Q,
) {
  return infiniteQueryOptions({
    queryKey: [...key, query],
    queryFn: ({ pageParam }) => call(pageParam ? { ...query, cursor: pageParam } : query),
    initialPageParam: '',
    getNextPageParam: (page: P) => page.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });
}
