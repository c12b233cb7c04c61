import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AccountRecordQuery,
  BetRecordQuery,
  BonusRecordQuery,
  DepositListQuery,
  ProfitQuery,
  WithdrawalListQuery,
} from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { MEMBER_KEY, whileSignedIn } from '../../../core/session';

/** Every records query is the member's: a change of session drops them with the rest. */
const RECORDS_KEY = [...MEMBER_KEY, 'records'] as const;

/** A keyset list: each page's `nextCursor` is the next call's `cursor`; null ends the list. */
function pagedQuery<Q extends object, P extends { nextCursor: string | null }>(
  client: PlatformClient,
  name: string,
  call: (query: Q & { cursor?: string }) => Promise<P>,
  query: Q,
) {
  return infiniteQueryOptions({
    queryKey: [...RECORDS_KEY, name, query],
    queryFn: ({ pageParam }) => call(pageParam ? { ...query, cursor: pageParam } : query),
    initialPageParam: '',
    getNextPageParam: (page: P) => page.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });
}

/** The account record (ledger entries), newest first. */
export const accountRecordQuery = (client: PlatformClient, query: AccountRecordQuery) =>
  pagedQuery(client, 'account', client.records.account, query);

/** The betting record (game rounds), newest first. */
export const betRecordQuery = (client: PlatformClient, query: BetRecordQuery) =>
  pagedQuery(client, 'bets', client.records.bets, query);

/** Bonuses and rebates paid, newest first. */
export const bonusRecordQuery = (client: PlatformClient, query: BonusRecordQuery) =>
  pagedQuery(client, 'bonus', client.records.bonus, query);

/** Profit and loss per day and game type: one answer, no pages. */
export const profitQuery = (client: PlatformClient, query: ProfitQuery) =>
  queryOptions({
    queryKey: [...RECORDS_KEY, 'profit', query],
    queryFn: () => client.records.profit(query),
    enabled: whileSignedIn(client),
  });

/** The member's deposits, newest first. */
export const depositHistoryQuery = (client: PlatformClient, query: DepositListQuery) =>
  pagedQuery(client, 'deposits', client.records.deposits, query);

/** The member's withdrawals, newest first. */
export const withdrawalHistoryQuery = (client: PlatformClient, query: WithdrawalListQuery) =>
  pagedQuery(client, 'withdrawals', client.records.withdrawals, query);
