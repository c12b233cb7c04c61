import {
  LIMIT_COOLING_MS,
  type LimitPeriod,
  type LossLimits,
  type LossLimitsUpdate,
} from '@tessera/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import {
  limitsAt,
  limitsView,
  periodStart,
  refuseLoosening,
  storeLimitChanges,
  type LimitHolder,
  type PerPeriod,
} from '../../core/db/period-limits';
import { audit, type Actor } from './audit';
import { walletRows } from '../wallet';
import './protection-tables';

type Trx = Transaction<Database>;
export type { LimitHolder };

/**
 * The net loss of each current period, by the same `member_net_loss` the bet guard of
 * `wallet_debit` uses (`sql/member-net-loss.sql.ts`).
 */
async function lossPerPeriod(
  db: Db | Trx,
  holder: LimitHolder,
  now: Date,
): Promise<PerPeriod<number>> {
  const lost = (period: LimitPeriod) =>
    sql<string>`member_net_loss(${holder.memberId}, ${periodStart(holder, period, now)})`;
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
    limitsAt(db, 'loss_limit', holder.memberId, now),
    lossPerPeriod(db, holder, now),
  ]);
  return limitsView(states, 'lost', lost);
}

/**
 * Changes the periods the member named (null removes one): a tighter limit at once, a looser
 * one after LIMIT_COOLING_MS (the regulators' cooling-off rule). Runs under the member's
 * wallet lock, the lock every bet takes first, and audits each change. With `tightenOnly`
 * (staff), any loosening is refused: 409 LIMIT_NOT_TIGHTER, nothing changed.
 */
export function setLossLimits(
  db: Db,
  holder: LimitHolder,
  update: LossLimitsUpdate,
  actor: Actor,
  now: Date,
  { tightenOnly = false }: { tightenOnly?: boolean } = {},
): Promise<LossLimits> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom(walletRows(trx).as('wallet'))
      .select('member_id')
      .where('member_id', '=', holder.memberId)
      .forUpdate()
      .execute();
    const states = await limitsAt(trx, 'loss_limit', holder.memberId, now);
    // Staff may only tighten (the player desk): decided on the states read under the lock.
    if (tightenOnly) refuseLoosening(states, update);
    const changes = await storeLimitChanges(
      trx,
      'loss_limit',
      holder.memberId,
      states,
      update,
      LIMIT_COOLING_MS,
      now,
    );
    for (const { period, from, to, appliesAt } of changes)
      await audit(
        trx,
        holder.memberId,
        actor,
        'loss_limit',
        { period, from, to, appliesAt: appliesAt.toISOString() },
        now,
      );
    return readLossLimits(trx, holder, now);
  });
}
