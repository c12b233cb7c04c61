import { queryOptions } from '@tanstack/react-query';
import type {
  AccountRecordQuery,
  BetRecordQuery,
  BonusRecordQuery,
  DepositListQuery,
  ProfitQuery,
  WithdrawalListQuery,
} from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { pagedQuery } from '@tessera/site-shared/report/paged-query';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

/** Every records query is the member's: a change of session drops them with the rest. */
const RECORDS_KEY = [...MEMBER_KEY, 'records'] as const;

/** The account record (ledger entries), newest first. */
export const accountRecordQuery = (client: PlatformClient, query: AccountRecordQuery) =>
  pagedQuery(client, [...RECORDS_KEY, 'account'], client.records.account, query);

/** The betting record (game rounds), newest first. */
export const betRecordQuery = (client: PlatformClient, query: BetRecordQuery) =>
  pagedQuery(client, [...RECORDS_KEY, 'bets'], client.records.bets, query);

/** Bonuses and rebates paid, newest first. */
export const bonusRecordQuery = (client: PlatformClient, query: BonusRecordQuery) =>
  pagedQuery(client, [...RECORDS_KEY, 'bonus'], client.records.bonus, query);

/** Profit and loss per day and game type: one answer, no pages. */
export const profitQuery = (client: PlatformClient, query: ProfitQuery) =>
  queryOptions({
    queryKey: [...RECORDS_KEY, 'profit', query],
    queryFn: () => client.records.profit(query),
    enabled: whileSignedIn(client),
  });

/** The member's deposits, newest first. */
export const depositHistoryQuery = (client: PlatformClient, query: DepositListQuery) =>
  pagedQuery(client, [...RECORDS_KEY, 'deposits'], client.records.deposits, query);

/** The member's withdrawals, newest first. */
export const withdrawalHistoryQuery = (client: PlatformClient, query: WithdrawalListQuery) =>
  pagedQuery(client, [...RECORDS_KEY, 'withdrawals'], client.records.withdrawals, query);
