import {
  LOSS_LIMIT_COOLING_MS,
  LOSS_LIMIT_PERIODS,
  type LossLimitPeriod,
  type LossLimits,
  type LossLimitsUpdate,
} from '@tessera/contract';
import { changeLimit, limitAt, type LimitState } from '@tessera/domain';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { audit, type Actor } from './audit';
import './protection-tables';

type Trx = Transaction<Database>;
type PerPeriod<T> = Record<LossLimitPeriod, T>;

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

/** The stored limits at `now`: a waiting loosening whose time has come is in force. */
async function limitsAt(db: Db | Trx, memberId: number, now: Date): Promise<PerPeriod<LimitState>> {
  const rows = await db
    .selectFrom('loss_limit')
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

/**
 * The net loss of each current period, by the same `member_net_loss` the bet guard of
 * `wallet_debit` uses (migration 0058); periods start at the merchant's midnight, Monday, 1st.
 */
async function lossPerPeriod(
  db: Db | Trx,
  { memberId, timeZone }: LimitHolder,
  now: Date,
): Promise<PerPeriod<number>> {
  const lost = (period: LossLimitPeriod) =>
    sql<string>`member_net_loss(${memberId}, date_trunc(${UNITS[period]}, cast(${now.toISOString()} as timestamptz) at time zone ${timeZone}) at time zone ${timeZone})`;
  const { rows } = await sql<PerPeriod<string>>`select ${lost('daily')} as daily,
    ${lost('weekly')} as weekly, ${lost('monthly')} as monthly`.execute(db);
  const row = rows[0];
  return { daily: Number(row?.daily), weekly: Number(row?.weekly), monthly: Number(row?.monthly) };
}

/** The limits as the member sees them: in force, waiting, and the loss so far. */
export async function readLossLimits(
  db: Db | Trx,
  holder: LimitHolder,
  now: Date,
): Promise<LossLimits> {
  const [states, lost] = await Promise.all([
    limitsAt(db, holder.memberId, now),
    lossPerPeriod(db, holder, now),
  ]);
  const view = (period: LossLimitPeriod) => {
    const { amount, pending } = states[period];
    return {
      amount,
      pending: pending ? { amount: pending.amount, from: pending.from.toISOString() } : null,
      lost: lost[period],
    };
  };
  return { daily: view('daily'), weekly: view('weekly'), monthly: view('monthly') };
}

/**
 * Changes the periods the member named (null removes one): a tighter limit at once, a looser
 * one after LOSS_LIMIT_COOLING_MS (the regulators' cooling-off rule, `changeLimit`). Runs under
 * the member's wallet lock, the lock every bet takes first, and audits each change.
 */
export function setLossLimits(
  db: Db,
  holder: LimitHolder,
  update: LossLimitsUpdate,
  actor: Actor,
  now: Date,
): Promise<LossLimits> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('wallet')
      .select('member_id')
      .where('member_id', '=', holder.memberId)
      .forUpdate()
      .execute();
    const states = await limitsAt(trx, holder.memberId, now);
    for (const period of LOSS_LIMIT_PERIODS) {
      const requested = update[period];
      if (requested === undefined) continue;
      const next = changeLimit(states[period], requested, now, LOSS_LIMIT_COOLING_MS);
      const values = {
        amount: next.amount,
        pending_amount: next.pending?.amount ?? null,
        pending_from: next.pending?.from ?? null,
        updated_at: now,
      };
      await trx
        .insertInto('loss_limit')
        .values({ member_id: holder.memberId, period, ...values })
        .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
        .execute();
      const appliesAt = next.pending?.amount === requested ? next.pending.from : now;
      await audit(
        trx,
        holder.memberId,
        actor,
        'loss_limit',
        { period, from: states[period].amount, to: requested, appliesAt: appliesAt.toISOString() },
        now,
      );
    }
    return readLossLimits(trx, holder, now);
  });
}
