import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { whileSignedIn } from '@tessera/site-shared/session';
import { CASHIER_KEY } from './cashier-key';

/**
 * The deposit methods of the member's merchant; they change rarely, so a minute is fresh. Their
 * names come in the language the SDK sends (Accept-Language): keyed by it, a switch refetches.
 */
export const depositMethodsQuery = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: [...CASHIER_KEY, 'depositMethods', language],
    queryFn: () => client.cashier.depositMethods(),
    enabled: whileSignedIn(client),
    staleTime: 60_000,
  });
