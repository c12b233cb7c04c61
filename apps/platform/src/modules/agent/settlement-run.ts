import type { ContractKind, ContractPeriod, ContractTier, SettleResult } from '@tessera/contract';
import {
  cadenceOf,
  closedPeriods,
  grossDividend,
  settle,
  type Period,
  type PeriodFigures,
} from '@tessera/domain';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { creditSettlement } from '../wallet';
import { parseTiers } from './contract-store';
import './contract-tables';

/** The sweep that settles every closed period (every minute; real-time periods are 5 minutes). */
export const SETTLEMENT_SWEEP = 'agent-settlement';

/** Most periods one contract catches up in one run (a real-time contract idle for a month: 8,640). */
const MAX_PERIODS_PER_RUN = 10_000;

/** A contract that pays, as the settler reads it. */
interface DueContract {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTier[];
  holderId: number;
  offererId: number | null;
  answeredAt: Date;
  settledUntil: Date;
  timeZone: string;
}

/**
 * What a team did in `[from, to)`: its settled rounds (the holder's own included), by the time
 * they settled. One aggregate over the team's rows of the closure table joined to the rounds
 * index (member, settled_at).
 */
export async function teamFigures(
  db: Db,
  holderId: number,
  from: Date,
  to: Date,
): Promise<PeriodFigures> {
  const row = await sql<{ active: number; bet: string | null; loss: string | null }>`
    select count(distinct r.member_id)::int as active, sum(r.stake) as bet,
           sum(r.stake - r.payout) as loss
    from team_path t
    join game_round r on r.member_id = t.member_id
    where t.ancestor_id = ${holderId} and r.status = 'settled'
      and r.settled_at >= ${from} and r.settled_at < ${to}`.execute(db);
  const figures = row.rows[0];
  return {
    activeMembers: figures?.active ?? 0,
    validBet: Number(figures?.bet ?? 0),
    profitLoss: Number(figures?.loss ?? 0),
  };
}

/**
 * The gross dividends of the dividend contracts `holderId` gave that were in force during the
 * period: what its direct downlines take of the same team loss before the holder's share.
 */
async function downlineDividends(db: Db, holderId: number, period: Period): Promise<number> {
  const given = await db
    .selectFrom('agent_contract')
    .select(['holder_id', 'tiers', 'answered_at'])
    .where('offerer_id', '=', holderId)
    .where('kind', '=', 'DIVIDEND')
    .where('answered_at', 'is not', null)
    .where('answered_at', '<', period.end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', period.start)]))
    .execute();
  let total = 0;
  for (const contract of given) {
    const from = new Date(
      Math.max(period.start.getTime(), new Date(contract.answered_at!).getTime()),
    );
    const figures = await teamFigures(db, Number(contract.holder_id), from, period.end);
    total += grossDividend(parseTiers(contract.tiers), figures);
  }
  return total;
}

/**
 * Settles one (contract, period): computes its figures, then in ONE transaction inserts the
 * settlement row (unique on contract and period start: a second settler, a replay or a retry
 * after a crash inserts nothing and pays nothing), credits the holder through the ledger (key
 * `settlement:<id>`, unique too) and moves the contract's `settled_until` on.
 * Returns the amount paid, or null when another run had already settled the period.
 */
export async function settlePeriod(
  db: Db,
  contract: DueContract,
  period: Period,
): Promise<number | null> {
  const from = new Date(Math.max(period.start.getTime(), contract.answeredAt.getTime()));
  const figures = await teamFigures(db, contract.holderId, from, period.end);
  const downlineShare =
    contract.kind === 'DIVIDEND' ? await downlineDividends(db, contract.holderId, period) : 0;
  const result = settle(contract.kind, contract.tiers, figures, downlineShare);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('agent_settlement')
      .values({
        contract_id: contract.id,
        holder_id: contract.holderId,
        offerer_id: contract.offererId,
        kind: contract.kind,
        period_start: period.start,
        period_end: period.end,
        valid_bet: figures.validBet,
        active_members: figures.activeMembers,
        profit_loss: figures.profitLoss,
        downline_share: result.downlineShare,
        tier: result.tier,
        rate: result.rate,
        amount: result.amount,
      })
      .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    if (result.amount > 0) {
      const key = `settlement:${inserted.id}`;
      const moved = await creditSettlement(
        trx,
        contract.holderId,
        result.amount,
        contract.kind,
        key,
      );
      await trx
        .updateTable('agent_settlement')
        .set({ ledger_entry_id: moved.ledgerEntryId })
        .where('id', '=', inserted.id)
        .execute();
    }
    await trx
      .updateTable('agent_contract')
      .set({ settled_until: sql<Date>`greatest(settled_until, ${period.end})` })
      .where('id', '=', contract.id)
      .execute();
    return result.amount;
  });
}

/**
 * Settles every period closed by `now` of every contract in force, oldest period first. Safe to
 * run anywhere at any time, as often as wanted, on several replicas at once: each (contract,
 * period) pays once (see `settlePeriod`). `merchantCode` limits it to one merchant's contracts. The job queue runs it every minute; the operator's
 * settle call and the benchmark call it directly.
 */
export async function settleDue(
  db: Db,
  now: Date,
  { merchantCode }: { merchantCode?: string } = {},
): Promise<SettleResult> {
  const rows = await db
    .selectFrom('agent_contract as c')
    .innerJoin('merchant as m', 'm.code', 'c.merchant_code')
    .select([
      'c.id',
      'c.kind',
      'c.period',
      'c.tiers',
      'c.holder_id',
      'c.offerer_id',
      'c.answered_at',
      'c.settled_until',
      'm.time_zone',
    ])
    .where('c.status', 'in', ['active', 'terminating'])
    .where('c.settled_until', '<', now)
    .$if(merchantCode !== undefined, (query) => query.where('c.merchant_code', '=', merchantCode!))
    .orderBy('c.id')
    .execute();
  const result = { settled: 0, paid: 0, amount: 0 };
  for (const row of rows) {
    const contract: DueContract = {
      id: Number(row.id),
      kind: row.kind,
      period: row.period,
      tiers: parseTiers(row.tiers),
      holderId: Number(row.holder_id),
      offererId: row.offerer_id === null ? null : Number(row.offerer_id),
      answeredAt: new Date(row.answered_at!),
      settledUntil: new Date(row.settled_until!),
      timeZone: row.time_zone,
    };
    const cadence = cadenceOf(contract.kind, contract.period);
    const periods = closedPeriods(
      cadence,
      contract.timeZone,
      contract.settledUntil,
      now,
      MAX_PERIODS_PER_RUN,
    );
    for (const period of periods) {
      // A period ending exactly at settled_until was settled by an earlier run.
      if (period.end.getTime() <= contract.settledUntil.getTime()) continue;
      const amount = await settlePeriod(db, contract, period);
      if (amount === null) continue;
      result.settled += 1;
      if (amount > 0) {
        result.paid += 1;
        result.amount += amount;
      }
    }
  }
  return result;
}
