import {
  DEPOSIT_LIMIT_COOLING_MS,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type DepositLimits,
  type DepositLimitsUpdate,
} from '@tessera/contract';
import { changeLimit, limitAt, type LimitState } from '@tessera/domain';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

type Trx = Transaction<Database>;
type PerPeriod<T> = Record<DepositLimitPeriod, T>;

/** Whose limits: the member and their merchant's time zone (periods are its day, week, month). */
export interface LimitHolder {
  memberId: number;
  timeZone: string;
}

/** The member's stored limits at `now` (a waiting change whose time has come is in force). */
async function limitsAt(db: Db | Trx, memberId: number, now: Date): Promise<PerPeriod<LimitState>> {
  const rows = await db
    .selectFrom('deposit_limit')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  const none: LimitState = { amount: null, pending: null };
  const states: PerPeriod<LimitState> = { daily: none, weekly: none, monthly: none };
  for (const row of rows) {
    const stored: LimitState = {
      amount: row.amount === null ? null : Number(row.amount),
      pending: row.pending_from
        ? {
            amount: row.pending_amount === null ? null : Number(row.pending_amount),
            from: row.pending_from,
          }
        : null,
    };
    states[row.period] = limitAt(stored, now);
  }
  return states;
}

/**
 * What the member deposited in each current period: approved, pending and just-created deposits
 * (a created one is on its way to the provider). Periods start at the merchant's midnight, on
 * Monday and on the 1st; PostgreSQL's `date_trunc('week')` starts weeks on Monday.
 */
async function usedPerPeriod(
  db: Db | Trx,
  { memberId, timeZone }: LimitHolder,
  now: Date,
): Promise<PerPeriod<number>> {
  const start = (unit: 'day' | 'week' | 'month') =>
    sql<Date>`date_trunc(${unit}, cast(${now.toISOString()} as timestamptz) at time zone ${timeZone}) at time zone ${timeZone}`;
  const within = (unit: 'day' | 'week' | 'month') =>
    sql<string>`coalesce(sum(amount) filter (where created_at >= ${start(unit)}), 0)`;
  const row = await db
    .selectFrom('deposit')
    .select([within('day').as('daily'), within('week').as('weekly'), within('month').as('monthly')])
    .where('member_id', '=', memberId)
    .where('status', 'in', ['created', 'pending', 'approved'])
    .where('created_at', '>=', sql<Date>`least(${start('week')}, ${start('month')})`)
    .executeTakeFirstOrThrow();
  return { daily: Number(row.daily), weekly: Number(row.weekly), monthly: Number(row.monthly) };
}

/** The limits as the member sees them: in force, waiting, and used so far. */
async function limitsView(db: Db | Trx, holder: LimitHolder, now: Date): Promise<DepositLimits> {
  const [states, used] = await Promise.all([
    limitsAt(db, holder.memberId, now),
    usedPerPeriod(db, holder, now),
  ]);
  const view = (period: DepositLimitPeriod) => {
    const { amount, pending } = states[period];
    return {
      amount,
      pending: pending ? { amount: pending.amount, from: pending.from.toISOString() } : null,
      used: used[period],
    };
  };
  return { daily: view('daily'), weekly: view('weekly'), monthly: view('monthly') };
}

/** The member's deposit limits. */
export function readDepositLimits(db: Db, holder: LimitHolder, now: Date): Promise<DepositLimits> {
  return limitsView(db, holder, now);
}

/** Locks the member's row: deposits and limit changes of one member run one at a time. */
export async function lockMember(trx: Trx, memberId: number): Promise<void> {
  await trx
    .selectFrom('member')
    .select('id')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Changes the periods the member named (null removes one): a stricter limit at once, a looser
 * one after DEPOSIT_LIMIT_COOLING_MS. Runs with the member's row locked, like a deposit.
 */
export function setDepositLimits(
  db: Db,
  holder: LimitHolder,
  update: DepositLimitsUpdate,
  now: Date,
): Promise<DepositLimits> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, holder.memberId);
    const states = await limitsAt(trx, holder.memberId, now);
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const requested = update[period];
      if (requested === undefined) continue;
      const next = changeLimit(states[period], requested, now, DEPOSIT_LIMIT_COOLING_MS);
      const values = {
        amount: next.amount,
        pending_amount: next.pending?.amount ?? null,
        pending_from: next.pending?.from ?? null,
        updated_at: now,
      };
      await trx
        .insertInto('deposit_limit')
        .values({ member_id: holder.memberId, period, ...values })
        .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
        .execute();
    }
    return limitsView(trx, holder, now);
  });
}

/**
 * Refuses a deposit of `amount` that would take the member past a limit in force, inside the
 * caller's transaction, which holds the member's row lock: two deposits at once cannot both fit
 * in the same remaining room. The reply's value says which period and how much remains.
 */
export async function checkDepositLimits(
  trx: Trx,
  holder: LimitHolder,
  amount: number,
  now: Date,
): Promise<void> {
  const states = await limitsAt(trx, holder.memberId, now);
  if (DEPOSIT_LIMIT_PERIODS.every((period) => states[period].amount === null)) return;
  const used = await usedPerPeriod(trx, holder, now);
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limit = states[period].amount;
    if (limit === null || used[period] + amount <= limit) continue;
    const remaining = Math.max(0, limit - used[period]);
    throw new ApiError(
      409,
      'DEPOSIT_LIMIT_EXCEEDED',
      `Over the ${period} deposit limit of ${limit}: ${remaining} remains`,
      { value: { period, limit, remaining } },
    );
  }
}
