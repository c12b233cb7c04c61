import { sql } from 'kysely';
import type { PointsEntryKind } from '@tessera/contract';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

/** What a points booking left: the new balance and its entry. */
export interface PointsMoved {
  balance: number;
  entryId: number;
}

/** 409 POINTS_INSUFFICIENT. */
export const notEnoughPoints = () =>
  new ApiError(409, 'POINTS_INSUFFICIENT', 'Not enough points for this');

const EARN_KINDS = new Set<PointsEntryKind>([
  'DEPOSIT',
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
]);

/**
 * Changes a member's points by `delta` and writes the entry explaining it, in one statement of
 * the caller's transaction (the account row is created on first use and locked by the update,
 * so a member's bookings run one at a time). A spend that would take the balance below 0
 * changes nothing and throws 409 POINTS_INSUFFICIENT; `key` is unique among entries, so a
 * second booking of one source throws (the caller's transaction rolls back) instead of counting
 * twice. Earnings also add to `earned`.
 */
export async function movePoints(
  trx: Trx,
  memberId: number,
  delta: number,
  kind: PointsEntryKind,
  key: string,
  reference: string,
): Promise<PointsMoved> {
  if (!Number.isSafeInteger(delta) || delta === 0)
    throw new Error(`A points change must be a non-zero integer, got ${delta}`);
  const earned = EARN_KINDS.has(kind) ? delta : 0;
  // A credit creates the account on first use; a spend only updates one that has enough.
  const moved =
    delta > 0
      ? sql`insert into points_account as a (member_id, balance, earned)
          values (${memberId}, ${delta}, ${earned})
          on conflict (member_id) do update
            set balance = a.balance + ${delta}, earned = a.earned + ${earned}
          returning balance`
      : sql`update points_account set balance = balance + ${delta}
          where member_id = ${memberId} and balance + ${delta} >= 0
          returning balance`;
  const { rows } = await sql<{ id: string; balance: string }>`
    with moved as (${moved})
    insert into points_entry (member_id, kind, points, balance_after, source_key, reference)
    select ${memberId}, ${kind}, ${delta}, balance, ${key}, ${reference} from moved
    returning id, balance_after as balance`.execute(trx);
  const row = rows[0];
  if (!row) throw notEnoughPoints();
  return { balance: Number(row.balance), entryId: Number(row.id) };
}

/** The member's points balance (0 before their first points). */
export async function pointsOf(
  db: Db | Trx,
  memberId: number,
): Promise<{ balance: number; earned: number }> {
  const row = await db
    .selectFrom('points_account')
    .select(['balance', 'earned'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return { balance: Number(row?.balance ?? 0), earned: Number(row?.earned ?? 0) };
}
