import type { PromotionProgress } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { memberVipLevel } from '../vip';
import type { PromotionRow } from './promotion-tables';
import { gameRoundRows } from '../wallet';
import { depositRows } from '../cashier';

/** Where a promotion's window starts: its start (once) or the merchant-local day's start (daily). */
function windowStart(row: PromotionRow, period: string, timeZone: string) {
  return period === 'once'
    ? sql<Date>`${row.starts_at}::timestamptz`
    : sql<Date>`cast(${period} as timestamp) at time zone ${timeZone}`;
}

/** Approved deposits of the member decided in the window, minor units. */
async function depositedSince(db: Db, memberId: number, since: ReturnType<typeof windowStart>) {
  const row = await db
    .selectFrom(depositRows(db).as('deposit'))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .where('decided_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Valid bets (settled stakes) of the member's rounds opened in the window, minor units. */
async function wageredSince(db: Db, memberId: number, since: ReturnType<typeof windowStart>) {
  const row = await db
    .selectFrom(gameRoundRows(db).as('game_round'))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('stake'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('opened_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * What the member lacks for a CLAIM or APPLY promotion's rules in this period (deposits and
 * valid bets counted from the window's start), or null when every rule is met. Read only the
 * rules the promotion has.
 */
export async function missingFor(
  db: Db,
  row: PromotionRow,
  memberId: number,
  period: string,
  timeZone: string,
): Promise<PromotionProgress | null> {
  const since = windowStart(row, period, timeZone);
  const minDeposit = row.min_deposit === null ? null : Number(row.min_deposit);
  const minTurnover = row.min_turnover === null ? null : Number(row.min_turnover);
  const gap = (need: number | null, have: () => Promise<number>) =>
    need === null ? Promise.resolve(null) : have().then((h) => (h >= need ? null : need - h));
  const progress = {
    depositMissing: await gap(minDeposit, () => depositedSince(db, memberId, since)),
    turnoverMissing: await gap(minTurnover, () => wageredSince(db, memberId, since)),
    vipLevelMissing: await gap(row.min_vip_level, () => memberVipLevel(db, memberId)),
  };
  const met = Object.values(progress).every((missing) => missing === null);
  return met ? null : progress;
}
