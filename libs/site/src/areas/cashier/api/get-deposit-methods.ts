import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { whileSignedIn } from '../../../core/session';
import { CASHIER_KEY } from './cashier-key';

/** The deposit methods of the member's merchant; they change rarely, so a minute is fresh. */
export const depositMethodsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...CASHIER_KEY, 'depositMethods'],
    queryFn: () => client.cashier.depositMethods(),
    enabled: whileSignedIn(client),
    staleTime: 60_000,
  });
