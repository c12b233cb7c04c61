import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayeeAccountRequest } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { memberQuery, whileSignedIn } from '@tessera/site-shared/session';
import { CASHIER_KEY } from './cashier-key';

const PAYEE_KEY = [...CASHIER_KEY, 'payeeAccounts'] as const;
const PAYEE_NAME_KEY = [...CASHIER_KEY, 'payeeName'] as const;

/** The member's payee name, whether it is fixed, and the rule a new one is checked with. */
export const payeeNameQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: PAYEE_NAME_KEY,
    queryFn: () => client.cashier.payeeName(),
    enabled: whileSignedIn(client),
  });

/** The member's payee accounts, numbers masked; they change only through the two calls below. */
export const payeeAccountsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: PAYEE_KEY,
    queryFn: () => client.cashier.payeeAccounts(),
    enabled: whileSignedIn(client),
  });

/**
 * Binds a payee account, then reloads the list and the payee name: the first account gives the
 * name and fixes it (the member info shows it too).
 */
export function useAddPayeeAccount() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: PayeeAccountRequest) => client.cashier.addPayeeAccount(req),
    onSuccess: () =>
      Promise.all(
        [PAYEE_KEY, PAYEE_NAME_KEY, memberQuery(client).queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Unbinds a payee account, then reloads the list. */
export function useRemovePayeeAccount() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.cashier.removePayeeAccount(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYEE_KEY }),
  });
}
