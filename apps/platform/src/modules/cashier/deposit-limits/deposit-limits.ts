import {
  LIMIT_COOLING_MS,
  LIMIT_PERIODS,
  type DepositLimits,
  type DepositLimitsUpdate,
  type LimitPeriod,
} from '@tessera/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../../core/db/database';
import {
  limitsAt,
  limitsView,
  periodStart,
  refuseLoosening,
  storeLimitChanges,
  type LimitHolder,
  type PerPeriod,
} from '../../../core/db/period-limits';
import { ApiError } from '../../../core/http/api-error';
import { memberRows } from '../../accounts';

type Trx = Transaction<Database>;
export type { LimitHolder };

/**
 * What the member deposited in each current period: approved, pending and just-created deposits
 * (a created one is on its way to the provider).
 */
async function usedPerPeriod(
  db: Db | Trx,
  holder: LimitHolder,
  now: Date,
): Promise<PerPeriod<number>> {
  const start = (period: LimitPeriod) => periodStart(holder, period, now);
  const within = (period: LimitPeriod) =>
    sql<string>`coalesce(sum(amount) filter (where created_at >= ${start(period)}), 0)`;
  const row = await db
    .selectFrom('deposit')
    .select([
      within('daily').as('daily'),
      within('weekly').as('weekly'),
      within('monthly').as('monthly'),
    ])
    .where('member_id', '=', holder.memberId)
    .where('status', 'in', ['created', 'pending', 'approved'])
    .where('created_at', '>=', sql<Date>`least(${start('weekly')}, ${start('monthly')})`)
    .executeTakeFirstOrThrow();
  return { daily: Number(row.daily), weekly: Number(row.weekly), monthly: Number(row.monthly) };
}

/** The limits as the member sees them: in force, waiting, and used so far. */
async function depositLimitsView(
  db: Db | Trx,
  holder: LimitHolder,
  now: Date,
): Promise<DepositLimits> {
  const [states, used] = await Promise.all([
    limitsAt(db, 'deposit_limit', holder.memberId, now),
    usedPerPeriod(db, holder, now),
  ]);
  return limitsView(states, 'used', used);
}

/** The member's deposit limits. */
export function readDepositLimits(db: Db, holder: LimitHolder, now: Date): Promise<DepositLimits> {
  return depositLimitsView(db, holder, now);
}

/** Locks the member's row: deposits and limit changes of one member run one at a time. */
export async function lockMember(trx: Trx, memberId: number): Promise<void> {
  await trx
    .selectFrom(memberRows(trx).as('member'))
    .select('id')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Changes the periods the member named (null removes one): a stricter limit at once, a looser
 * one after LIMIT_COOLING_MS. Runs with the member's row locked, like a deposit. With
 * `tightenOnly` (staff) any loosening is refused: 409 LIMIT_NOT_TIGHTER, nothing changed.
 */
export function setDepositLimits(
  db: Db,
  holder: LimitHolder,
  update: DepositLimitsUpdate,
  now: Date,
  { tightenOnly = false }: { tightenOnly?: boolean } = {},
): Promise<DepositLimits> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, holder.memberId);
    const states = await limitsAt(trx, 'deposit_limit', holder.memberId, now);
    // Staff may only tighten (the player desk): decided on the states read under the lock.
    if (tightenOnly) refuseLoosening(states, update);
    await storeLimitChanges(
      trx,
      'deposit_limit',
      holder.memberId,
      states,
      update,
      LIMIT_COOLING_MS,
      now,
    );
    return depositLimitsView(trx, holder, now);
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
  const states = await limitsAt(trx, 'deposit_limit', holder.memberId, now);
  if (LIMIT_PERIODS.every((period) => states[period].amount === null)) return;
  const used = await usedPerPeriod(trx, holder, now);
  for (const period of LIMIT_PERIODS) {
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
