import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SettlementPage, SettlementQuery } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { whileSignedIn } from '@tessera/site-shared/session';
import { CONTRACTS_KEY } from '../contracts/contract-queries';

/** Settlements of one kind, newest period first: each page's `nextCursor` asks for the next. */
export const settlementsQuery = (client: PlatformClient, query: SettlementQuery) =>
  infiniteQueryOptions({
    queryKey: [...CONTRACTS_KEY, 'settlements', query],
    queryFn: ({ pageParam }) =>
      client.contracts.settlements(pageParam ? { ...query, cursor: pageParam } : query),
    initialPageParam: '',
    getNextPageParam: (page: SettlementPage) => page.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });
