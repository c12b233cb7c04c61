import type { AccountRecordPage } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ledgerReference } from './ledger-reference';
import {
  localTime,
  newestPage,
  pageOf,
  rangeEnd,
  rangeStart,
  type RecordWindow,
} from './record-window';
import { ledgerRows } from '../wallet';

/**
 * A page of a member's ledger entries (of the given kinds, all when none), newest first, and
 * the money in and out over the whole filtered range. Both queries are range scans of the
 * (member, created_at, id) index: the page reads `limit + 1` rows, the totals a separate
 * aggregate over the range (not the page).
 */
export async function accountRecord(
  db: Db,
  memberId: number,
  window: RecordWindow,
  kinds: readonly string[] | null,
): Promise<AccountRecordPage> {
  const filtered = () => {
    let query = db
      .selectFrom(ledgerRows(db).as('ledger_entry'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', rangeStart(window))
      .where('created_at', '<', rangeEnd(window));
    if (kinds) query = query.where('kind', 'in', kinds);
    return query;
  };
  const page = filtered()
    .select(['id', 'kind', 'amount', 'wallet_code', 'balance_after', 'idempotency_key'])
    .select(localTime('created_at', window.timeZone).as('time'));
  const [rows, totals] = await Promise.all([
    newestPage(page, 'ledger_entry', 'created_at', window).execute(),
    filtered()
      .select([
        sql<string>`coalesce(sum(amount) filter (where amount > 0), 0)`.as('in'),
        sql<string>`coalesce(-sum(amount) filter (where amount < 0), 0)`.as('out'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...pageOf(
      rows,
      window.limit,
      (row) => row.id,
      (row) => ({
        id: Number(row.id),
        kind: row.kind,
        amount: Number(row.amount),
        wallet: row.wallet_code,
        balanceAfter: Number(row.balance_after),
        reference: ledgerReference(Number(row.id), row.idempotency_key),
        time: row.time,
      }),
    ),
    totals: { in: Number(totals.in), out: Number(totals.out) },
  };
}
