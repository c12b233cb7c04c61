import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

/** Every contract query is the signed-in agent's: a change of session drops them. */
export const CONTRACTS_KEY = [...MEMBER_KEY, 'contracts'] as const;

/** The contracts the agent holds and gave, and the kinds the merchant has on. */
export const contractListQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'list'],
    queryFn: () => client.contracts.list(),
    enabled: whileSignedIn(client),
  });

/** One contract's history. */
export const contractHistoryQuery = (client: PlatformClient, id: number) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'history', id],
    queryFn: () => client.contracts.history(id),
    enabled: whileSignedIn(client),
  });

/** The consolidated flags: whether any contract (offered or in force) exists at all. */
export const contractFlagsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'flags'],
    queryFn: async () => {
      const funds = await client.wallet.consolidated();
      return (
        funds.divtypereq ||
        funds.dailysalreqtype ||
        funds.contracthoursalreq ||
        funds.realtimesalreqtype
      );
    },
    enabled: whileSignedIn(client),
    staleTime: 60_000,
  });
