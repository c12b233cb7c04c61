import { sql } from 'kysely';
import { MEMBER_TYPES, type GameType, type PointsSource } from '@tessera/contract';
import { POINTS_SOURCE_OF_GAME_TYPE, pointsFor } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { movePoints } from './points-ledger';

/** The sweep that earns points from settled rounds and approved deposits. */
export const POINTS_EARN_SWEEP = 'points-earn';

/**
 * How far behind its mark the sweep reads again: a round or deposit is stamped with the app's
 * clock before its transaction commits, so one may appear with a time just under the mark. The
 * unique `source_key` skips what was already earned.
 */
const OVERLAP_MS = 5 * 60_000;
/** Rows read per query. */
const BATCH = 2_000;

/** An approved deposit as the earning needs it (what `earnDepositPoints` takes). */
export interface EarningDeposit {
  id: number;
  memberId: number;
  merchantCode: string;
  amount: number;
}

type Rates = Map<string, Map<PointsSource, number>>;

async function loadRates(db: Db | Trx): Promise<Rates> {
  const rows = await db.selectFrom('points_rate').selectAll().execute();
  const rates: Rates = new Map();
  for (const row of rows) {
    const merchant = rates.get(row.merchant_code) ?? new Map<PointsSource, number>();
    merchant.set(row.source, Number(row.amount_per_point));
    rates.set(row.merchant_code, merchant);
  }
  return rates;
}

/** Books one earning unless it earns nothing or was booked already (its key exists). */
async function earn(
  trx: Trx,
  memberId: number,
  points: number,
  source: PointsSource,
  key: string,
  reference: string,
): Promise<boolean> {
  if (points <= 0) return false;
  const seen = await trx
    .selectFrom('points_entry')
    .select('id')
    .where('source_key', '=', key)
    .executeTakeFirst();
  if (seen) return false;
  await movePoints(trx, memberId, points, source, key, reference);
  return true;
}

/**
 * Earns a deposit's points inside the caller's transaction (the one approving it), at the
 * merchant's DEPOSIT rate: the seam for the payments module's deposit hook. Key
 * `deposit:<id>`, the same the sweep uses, so wiring it in never earns a deposit twice.
 */
export async function earnDepositPoints(trx: Trx, deposit: EarningDeposit): Promise<number> {
  const rate = await trx
    .selectFrom('points_rate')
    .select('amount_per_point')
    .where('merchant_code', '=', deposit.merchantCode)
    .where('source', '=', 'DEPOSIT')
    .executeTakeFirst();
  const points = rate ? pointsFor(deposit.amount, Number(rate.amount_per_point)) : 0;
  const booked = await earn(
    trx,
    deposit.memberId,
    points,
    'DEPOSIT',
    `deposit:${deposit.id}`,
    `DEP-${deposit.id}`,
  );
  return booked ? points : 0;
}

/** Reads the mark, locking it (a second replica waits here, then reads the moved mark). */
async function lockMark(trx: Trx, source: 'rounds' | 'deposits'): Promise<Date> {
  const row = await trx
    .selectFrom('points_earn_mark')
    .select('until')
    .where('source', '=', source)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return new Date(row.until);
}

async function earnFromRounds(trx: Trx, rates: Rates, now: Date): Promise<number> {
  const mark = await lockMark(trx, 'rounds');
  let after = { at: new Date(mark.getTime() - OVERLAP_MS), id: 0 };
  let booked = 0;
  for (;;) {
    const { rows } = await sql<{
      id: string;
      member_id: string;
      stake: string;
      game_type: GameType;
      merchant_code: string;
      settled_at: Date;
    }>`
      select r.id, r.member_id, r.stake, g.game_type, m.merchant_code, r.settled_at
      from game_round r
      join game g on g.node_id = r.node_id
      join member m on m.id = r.member_id
      where r.status = 'settled' and r.stake > 0 and m.type <> ${MEMBER_TYPES.trial}
        and (r.settled_at, r.id) > (${after.at}, ${after.id}) and r.settled_at <= ${now}
      order by r.settled_at, r.id
      limit ${BATCH}`.execute(trx);
    for (const row of rows) {
      const source = POINTS_SOURCE_OF_GAME_TYPE[row.game_type];
      const rate = rates.get(row.merchant_code)?.get(source);
      const points = rate ? pointsFor(Number(row.stake), rate) : 0;
      const key = `round:${row.id}`;
      if (await earn(trx, Number(row.member_id), points, source, key, `RND-${row.id}`)) booked++;
    }
    const last = rows.at(-1);
    if (last) after = { at: new Date(last.settled_at), id: Number(last.id) };
    if (rows.length < BATCH) break;
  }
  if (after.at > mark)
    await trx
      .updateTable('points_earn_mark')
      .set({ until: after.at })
      .where('source', '=', 'rounds')
      .execute();
  return booked;
}

async function earnFromDeposits(trx: Trx, now: Date): Promise<number> {
  const mark = await lockMark(trx, 'deposits');
  let after = { at: new Date(mark.getTime() - OVERLAP_MS), id: 0 };
  let booked = 0;
  for (;;) {
    const rows = await trx
      .selectFrom('deposit')
      .select(['id', 'member_id', 'merchant_code', 'amount', 'decided_at'])
      .where('status', '=', 'approved')
      .where(sql<boolean>`(decided_at, id) > (${after.at}, ${after.id})`)
      .where('decided_at', '<=', now)
      .orderBy('decided_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const deposit = {
        id: Number(row.id),
        memberId: Number(row.member_id),
        merchantCode: row.merchant_code,
        amount: Number(row.amount),
      };
      if ((await earnDepositPoints(trx, deposit)) > 0) booked++;
    }
    const last = rows.at(-1);
    if (last?.decided_at) after = { at: new Date(last.decided_at), id: Number(last.id) };
    if (rows.length < BATCH) break;
  }
  if (after.at > mark)
    await trx
      .updateTable('points_earn_mark')
      .set({ until: after.at })
      .where('source', '=', 'deposits')
      .execute();
  return booked;
}

/**
 * One run of the earning sweep, in one transaction: points for every settled round (its valid
 * bet at the merchant's rate for the game's source) and every approved deposit since the mark
 * (less the overlap), each under its unique key, then the mark moves. Two replicas queue on
 * the mark rows; a crash rolls points and mark back together. Returns the entries booked.
 * Earning here rather than in the round's settlement keeps the benchmarked bet path unchanged.
 */
export async function earnPoints(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rates = await loadRates(trx);
    return (await earnFromRounds(trx, rates, now)) + (await earnFromDeposits(trx, now));
  });
}
