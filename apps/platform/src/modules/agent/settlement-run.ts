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
import { merchantRows } from '../merchants';
import { creditSettlement } from '../wallet';
import { parseTiers } from './contract-store';
import { NO_FIGURES, teamFigures, teamFiguresOf } from './settled-team-figures';
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

/** A (contract, period) to settle, with its figures computed. */
interface DueSettlement {
  contract: DueContract;
  period: Period;
  figures: PeriodFigures;
  downlineShare: number;
}

/** How many settlements one transaction writes: one commit (one WAL flush) per batch. */
const BATCH = 200;

/**
 * Writes settlements in ONE transaction, each exactly once: its row is inserted first (unique on
 * contract and period start: a second settler, a replay or a retry after a crash inserts nothing
 * and so pays nothing; a concurrent one waits for this transaction and then finds the row), then
 * the holder is credited through the ledger (key `settlement:<id>`, unique too) and the
 * contract's `settled_until` moves on. Contracts come in id order, so two settlers lock wallets
 * in the same order. Returns the amounts paid, null for a period someone else had settled.
 */
async function writeSettlements(
  db: Db,
  batch: readonly DueSettlement[],
): Promise<(number | null)[]> {
  return db.transaction().execute(async (trx) => {
    const paid: (number | null)[] = [];
    for (const { contract, period, figures, downlineShare } of batch) {
      const result = settle(contract.kind, contract.tiers, figures, downlineShare);
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
      if (!inserted) {
        paid.push(null);
        continue;
      }
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
      paid.push(result.amount);
    }
    return paid;
  });
}

/** Settles one (contract, period) on its own (figures, then the write). */
export async function settlePeriod(
  db: Db,
  contract: DueContract,
  period: Period,
): Promise<number | null> {
  const [due] = await withFigures(db, [{ contract, period }]);
  const [paid] = await writeSettlements(db, [due!]);
  return paid ?? null;
}

/**
 * The figures of many (contract, period) pairs: one statement per distinct window (most pairs of
 * one run share their period's; a first period starts at the acceptance), and the downline
 * shares of dividends.
 */
async function withFigures(
  db: Db,
  pairs: readonly { contract: DueContract; period: Period }[],
): Promise<DueSettlement[]> {
  const windowOf = ({ contract, period }: { contract: DueContract; period: Period }) => {
    const from = new Date(Math.max(period.start.getTime(), contract.answeredAt.getTime()));
    return { from, to: period.end, key: `${from.getTime()}:${period.end.getTime()}` };
  };
  const groups = new Map<string, { from: Date; to: Date; holders: Set<number> }>();
  for (const pair of pairs) {
    const window = windowOf(pair);
    const group = groups.get(window.key) ?? { ...window, holders: new Set<number>() };
    group.holders.add(pair.contract.holderId);
    groups.set(window.key, group);
  }
  const figures = new Map<string, Map<number, PeriodFigures>>();
  for (const [key, group] of groups)
    figures.set(key, await teamFiguresOf(db, [...group.holders], group.from, group.to));
  const due: DueSettlement[] = [];
  for (const pair of pairs) {
    const window = windowOf(pair);
    const downlineShare =
      pair.contract.kind === 'DIVIDEND'
        ? await downlineDividends(db, pair.contract.holderId, pair.period)
        : 0;
    due.push({
      ...pair,
      figures: figures.get(window.key)?.get(pair.contract.holderId) ?? NO_FIGURES,
      downlineShare,
    });
  }
  return due;
}

/**
 * Settles every period closed by `now` of every contract in force, oldest period first, in
 * batches. Safe to run anywhere at any time, as often as wanted, on several replicas at once:
 * each (contract, period) pays once (see `writeSettlements`). `merchantCode` limits it to one
 * merchant's contracts. The job queue runs it every minute; the operator's settle call and the
 * benchmark call it directly.
 */
export async function settleDue(
  db: Db,
  now: Date,
  { merchantCode }: { merchantCode?: string } = {},
): Promise<SettleResult> {
  const rows = await db
    .selectFrom('agent_contract as c')
    .innerJoin(merchantRows(db).as('m'), 'm.code', 'c.merchant_code')
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
  const pairs: { contract: DueContract; period: Period }[] = [];
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
    for (const period of closedPeriods(
      cadence,
      contract.timeZone,
      contract.settledUntil,
      now,
      MAX_PERIODS_PER_RUN,
    ))
      // A period ending exactly at settled_until was settled by an earlier run.
      if (period.end.getTime() > contract.settledUntil.getTime()) pairs.push({ contract, period });
  }
  const result = { settled: 0, paid: 0, amount: 0 };
  // Every closed period's rounds are final (a round settles at the time it is written), so the
  // figures of the whole run are read first, one statement per window.
  const due = await withFigures(db, pairs);
  for (let i = 0; i < due.length; i += BATCH) {
    for (const amount of await writeSettlements(db, due.slice(i, i + BATCH))) {
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
