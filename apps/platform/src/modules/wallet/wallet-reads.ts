import { sql } from 'kysely';
import type { Db } from '../../core/db/database';

// What other modules read of the wallet's tables. They belong to this module; others ask here
// rather than query them (tools/table-ownership.mjs). The `…Rows` views are read models: a
// derived table of the columns others may read (`.innerJoin(ledgerRows(db).as('l'), …)`, or
// `from ${ledgerRows(db)} l` inside raw SQL, where Kysely adds the parentheses). PostgreSQL
// folds such a plain subquery into the outer query, so a join through a view plans as the join
// on the table did.

/** Main wallets: one per member. */
export const walletRows = (db: Db) =>
  db.selectFrom('wallet').select(['member_id', 'currency', 'balance', 'held']);

/** Ledger entries: every money movement, with the balance after it. */
export const ledgerRows = (db: Db) =>
  db
    .selectFrom('ledger_entry')
    .select([
      'id',
      'member_id',
      'amount',
      'kind',
      'balance_after',
      'created_at',
      'wallet_code',
      'idempotency_key',
    ]);

/** Game rounds: stakes and payouts of each round a member played. */
export const gameRoundRows = (db: Db) =>
  db
    .selectFrom('game_round')
    .select([
      'id',
      'round_ref',
      'merchant_code',
      'member_id',
      'node_id',
      'stake',
      'payout',
      'status',
      'opened_at',
      'settled_at',
    ]);

/** Ids of the member's deposit credits since `since` of at least `minAmount` (minor units). */
export async function depositEntriesSince(
  db: Db,
  memberId: number,
  since: Date,
  minAmount: number | string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_entry')
    .select('id')
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('kind', '=', 'DEPOSIT')
    .where('amount', '>=', minAmount)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Days (YYYY-MM-DD in `timeZone`) since `since` whose valid bets (stakes less refunds) reach `threshold`. */
export async function betDaysReaching(
  db: Db,
  memberId: number,
  timeZone: string,
  since: Date,
  threshold: number,
): Promise<string[]> {
  const day = sql<string>`to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('ledger_entry')
    .select(day.as('day'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('kind', 'in', ['BET', 'REFUND'])
    // By position: the day's expression carries a parameter, so a repeat would not match it.
    .groupBy(sql`1`)
    .having(sql`-sum(amount)`, '>=', threshold)
    .execute();
  return rows.map((row) => row.day);
}
