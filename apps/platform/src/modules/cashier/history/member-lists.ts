import type {
  DepositPage,
  DepositStatus,
  WithdrawalPage,
  WithdrawalStatus,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { newestPage, pageOf, rangeEnd, rangeStart, type RecordWindow } from '../../records';
import { depositView } from '../deposits/deposit-view';
import type { DepositRow, WithdrawalRow } from '../shared/payment-tables';
import { withdrawalView } from '../withdrawals/withdrawal-view';

/** The member's own rows of one table created in the window (of one status), newest first. */
async function ownRows<Row>(
  db: Db,
  table: 'deposit' | 'withdrawal',
  memberId: number,
  window: RecordWindow,
  status: string | undefined,
): Promise<Row[]> {
  // Both tables have the columns used here; Kysely types the query by one of them, the caller
  // names the row type of the table it asked for.
  let query = db
    .selectFrom(table as 'deposit')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('created_at', '>=', rangeStart(window))
    .where('created_at', '<', rangeEnd(window));
  if (status) query = query.where('status', '=', status as DepositStatus);
  return (await newestPage(query, table, 'created_at', window).execute()) as Row[];
}

/** A page of the member's own deposits, newest first. */
export async function memberDeposits(
  db: Db,
  memberId: number,
  window: RecordWindow,
  status: DepositStatus | undefined,
): Promise<DepositPage> {
  const rows = await ownRows<DepositRow>(db, 'deposit', memberId, window, status);
  return pageOf(rows, window.limit, (row) => row.id, depositView);
}

/** A page of the member's own withdrawals, newest first. */
export async function memberWithdrawals(
  db: Db,
  memberId: number,
  window: RecordWindow,
  status: WithdrawalStatus | undefined,
): Promise<WithdrawalPage> {
  const rows = await ownRows<WithdrawalRow>(db, 'withdrawal', memberId, window, status);
  return pageOf(rows, window.limit, (row) => row.id, withdrawalView);
}
