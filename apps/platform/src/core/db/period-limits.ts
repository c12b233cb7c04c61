import { LIMIT_PERIODS, type LimitPeriod } from '@tessera/contract';
import { changeLimit, limitAt, type LimitState } from '@tessera/domain';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database, Db } from './database';
import { ApiError } from '../http/api-error';

type Trx = Transaction<Database>;

/**
 * The member's own limits per period, stored alike for deposits (payments) and net losses
 * (protection): one row per member and period, with an amount in force and a waiting loosening.
 */
export type PeriodLimitTable = 'deposit_limit' | 'loss_limit';
export type PerPeriod<T> = Record<LimitPeriod, T>;

/** Whose limits: the member and their merchant's time zone (periods are its day, week, month). */
export interface LimitHolder {
  memberId: number;
  timeZone: string;
}

const UNITS: PerPeriod<'day' | 'week' | 'month'> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};

/**
 * When the current period began: the merchant's midnight, Monday (PostgreSQL's weeks start on
 * Monday) or the 1st, as a timestamptz.
 */
export function periodStart(
  { timeZone }: LimitHolder,
  period: LimitPeriod,
  now: Date,
): RawBuilder<Date> {
  return sql<Date>`date_trunc(${UNITS[period]}, cast(${now.toISOString()} as timestamptz) at time zone ${timeZone}) at time zone ${timeZone}`;
}

/** The two tables have one shape; Kysely is given one name of the pair to type the rows. */
const rowsOf = (table: PeriodLimitTable) => table as 'deposit_limit';

/** The stored limits at `now`: a waiting loosening whose time has come is in force. */
export async function limitsAt(
  db: Db | Trx,
  table: PeriodLimitTable,
  memberId: number,
  now: Date,
): Promise<PerPeriod<LimitState>> {
  const rows = await db
    .selectFrom(rowsOf(table))
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  const none: LimitState = { amount: null, pending: null };
  const states: PerPeriod<LimitState> = { daily: none, weekly: none, monthly: none };
  for (const row of rows)
    states[row.period] = limitAt(
      {
        amount: row.amount === null ? null : Number(row.amount),
        pending: row.pending_from
          ? {
              amount: row.pending_amount === null ? null : Number(row.pending_amount),
              from: row.pending_from,
            }
          : null,
      },
      now,
    );
  return states;
}

/** What the member sees of a period's limit: in force and waiting (dates as ISO text). */
export function limitView({ amount, pending }: LimitState): {
  amount: number | null;
  pending: { amount: number | null; from: string } | null;
} {
  return {
    amount,
    pending: pending ? { amount: pending.amount, from: pending.from.toISOString() } : null,
  };
}

/**
 * The reply of a kind of limit: each period's limit as the member sees it, with the figure the
 * kind counts against it (`used` for deposits, `lost` for net losses) under its name.
 */
export function limitsView<Figure extends string>(
  states: PerPeriod<LimitState>,
  figure: Figure,
  figures: PerPeriod<number>,
): PerPeriod<ReturnType<typeof limitView> & Record<Figure, number>> {
  const view = (period: LimitPeriod) => ({
    ...limitView(states[period]),
    ...({ [figure]: figures[period] } as Record<Figure, number>),
  });
  return { daily: view('daily'), weekly: view('weekly'), monthly: view('monthly') };
}

/** One period's change as stored, and when the requested amount takes effect. */
export interface LimitChange {
  period: LimitPeriod;
  from: number | null;
  to: number | null;
  appliesAt: Date;
}

/**
 * Stores the periods the member named (null removes one): a tighter limit at once, a looser one
 * after `coolingMs` (`changeLimit`). The caller holds the lock that serialises the member's
 * limit changes with what the limit guards, and passes the states it read under that lock.
 */
export async function storeLimitChanges(
  trx: Trx,
  table: PeriodLimitTable,
  memberId: number,
  states: PerPeriod<LimitState>,
  update: Partial<PerPeriod<number | null>>,
  coolingMs: number,
  now: Date,
): Promise<LimitChange[]> {
  const changes: LimitChange[] = [];
  for (const period of LIMIT_PERIODS) {
    const requested = update[period];
    if (requested === undefined) continue;
    const next = changeLimit(states[period], requested, now, coolingMs);
    const values = {
      amount: next.amount,
      pending_amount: next.pending?.amount ?? null,
      pending_from: next.pending?.from ?? null,
      updated_at: now,
    };
    await trx
      .insertInto(rowsOf(table))
      .values({ member_id: memberId, period, ...values })
      .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
      .execute();
    const waits = next.pending !== null && next.pending.amount === requested;
    changes.push({
      period,
      from: states[period].amount,
      to: requested,
      appliesAt: waits && next.pending ? next.pending.from : now,
    });
  }
  return changes;
}

/**
 * Refuses a change that loosens any period's limit (a higher amount, or removing one: 409
 * LIMIT_NOT_TIGHTER), for staff, who may only tighten a member's limits. The caller passes the
 * states it read under the lock it changes them under.
 */
export function refuseLoosening(
  states: PerPeriod<LimitState>,
  update: Partial<PerPeriod<number | null>>,
): void {
  for (const period of LIMIT_PERIODS) {
    const requested = update[period];
    if (requested === undefined) continue;
    const current = states[period].amount;
    if (requested === null || (current !== null && requested > current))
      throw new ApiError(
        409,
        'LIMIT_NOT_TIGHTER',
        `The ${period} limit may only be lowered or set where there is none`,
        { value: { period, current, requested } },
      );
  }
}
