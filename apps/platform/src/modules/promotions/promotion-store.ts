import type { EntryStatus, PromotionFilter } from '@tessera/contract';
import { promotionPeriod } from '@tessera/domain';
import type { Transaction } from 'kysely';
import type { Database, Db, Trx } from '../../core/db/database';
import type { Id } from '../../core/db/tables';
import { ApiError } from '../../core/http/api-error';
import type { PromotionRow } from './promotion-tables';

/** The merchant's switched-on promotions of one filter, in the operator's order. */
export function promotionsOf(db: Db, merchantCode: string, filter: PromotionFilter = 'ALL') {
  let query = db
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('enabled', '=', true);
  if (filter !== 'ALL') query = query.where('category', '=', filter);
  return query.orderBy('sort').orderBy('id').execute();
}

/** One switched-on promotion of the merchant, or 404 PROMOTION_NOT_FOUND. */
export async function promotionOf(
  db: Db | Transaction<Database>,
  merchantCode: string,
  id: number,
): Promise<PromotionRow> {
  const row = await db
    .selectFrom('promotion')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', merchantCode)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'PROMOTION_NOT_FOUND', 'No such promotion');
  return row;
}

/** The current period of each promotion (once, or today in the merchant's zone). */
export function periodOf(row: PromotionRow, timeZone: string, now: Date): string {
  return promotionPeriod(row.frequency === 'DAILY' ? 'DAILY' : 'ONCE', timeZone, now);
}

/** The member's entries of these promotions in their current periods, by promotion id. */
export async function entriesOf(
  db: Db,
  memberId: number,
  rows: PromotionRow[],
  timeZone: string,
  now: Date,
): Promise<Map<number, EntryStatus>> {
  if (rows.length === 0) return new Map();
  const periods = [...new Set(rows.map((row) => periodOf(row, timeZone, now)))];
  const found = await db
    .selectFrom('promotion_entry')
    .select(['promotion_id', 'period', 'status'])
    .where('member_id', '=', memberId)
    .where(
      'promotion_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('period', 'in', periods)
    .execute();
  const current = new Map(rows.map((row) => [Number(row.id), periodOf(row, timeZone, now)]));
  return new Map(
    found
      .filter((entry) => current.get(Number(entry.promotion_id)) === entry.period)
      .map((entry) => [Number(entry.promotion_id), entry.status]),
  );
}

/** Marks the promotion entry a reward came from claimed, in the transaction that pays it. */
export async function markEntryClaimed(trx: Trx, reward: { id: Id }, now: Date): Promise<void> {
  await trx
    .updateTable('promotion_entry')
    .set({ status: 'claimed', updated_at: now })
    .where('reward_id', '=', reward.id)
    .execute();
}
