import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import { merchantRows } from '../merchants';
import { ledgerRows } from '../wallet';

/**
 * The sweep that rolls ledger entries and new members up into `team_member_day` and the uplines'
 * `team_upline_day` and `team_active_gap`.
 */
export const TEAM_ROLLUP_SWEEP = 'agent-team-rollup';

/**
 * Ledger kinds the rollup reads: bets (and their refunds when a round is cancelled), wins,
 * deposits, paid withdrawals and promotions. The reports' live tail reads the same kinds.
 */
export const ROLLUP_KINDS = ['BET', 'REFUND', 'WIN', 'DEPOSIT', 'WITHDRAW_PAID', 'BONUS', 'REBATE'];

export interface RollupOptions {
  /** Rows read per source per transaction. @default 50,000 */
  batch?: number;
  /**
   * Rows younger than this (seconds, by the database clock) wait for the next run: an id is
   * taken before its transaction commits, so a younger row may still have an uncommitted row
   * below it, which the watermark would skip. Reports read past the watermark, so they are never
   * stale meanwhile. @default 60
   */
  settleSeconds?: number;
  /** Runs inside the transaction just before it commits (tests make it throw, as a crash). */
  beforeCommit?: () => Promise<void>;
}

/**
 * The per-day sums of ledger entries, one row per (member, merchant-local day), as the rollup
 * writes them and as the reports' live tail reads them (`from` is the ledger's rows `l` joined
 * to the members' `mb` and the merchants' `mc`).
 */
export const LEDGER_DAY_SUMS = sql`
  count(*) filter (where l.kind = 'BET') - count(*) filter (where l.kind = 'REFUND') as bets,
  coalesce(sum(-l.amount) filter (where l.kind = 'BET'), 0)
    - coalesce(sum(l.amount) filter (where l.kind = 'REFUND'), 0) as valid_bet,
  coalesce(sum(l.amount) filter (where l.kind = 'WIN'), 0) as payout,
  coalesce(sum(l.amount) filter (where l.kind = 'DEPOSIT'), 0) as deposits,
  coalesce(sum(-l.amount) filter (where l.kind = 'WITHDRAW_PAID'), 0) as withdrawals,
  coalesce(sum(l.amount) filter (where l.kind in ('BONUS', 'REBATE')), 0) as bonus`;

const kinds = sql.join(ROLLUP_KINDS.map((kind) => sql.lit(kind)));

/**
 * Moves one source's watermark forward over at most `batch` rows, stopping before the first
 * row younger than `settleSeconds`; returns [old, new] (equal when there is nothing to do).
 */
async function advance(
  trx: Db,
  source: 'ledger' | 'member',
  batch: number,
  settleSeconds: number,
): Promise<[number, number]> {
  const mark = await sql<{ last_id: string }>`
    select last_id from team_rollup_mark where source = ${source} for update`.execute(trx);
  const last = Number(mark.rows[0]?.last_id ?? 0);
  const table = source === 'ledger' ? ledgerRows(trx) : memberRows(trx);
  const next = await sql<{ hi: string | null }>`
    with next as (
      select id, created_at >= now() - make_interval(secs => ${settleSeconds}) as young
      from ${table} src where id > ${last} order by id limit ${batch}
    )
    select coalesce(
      (select min(id) - 1 from next where young),
      (select max(id) from next)
    ) as hi`.execute(trx);
  const hi = Math.max(last, Number(next.rows[0]?.hi ?? last));
  return [last, hi];
}

/**
 * The active-day chain of the members in `rollup_batch`, from the first day the batch touches:
 * each active day with the member's previous active day (`-infinity`: none). Days before the
 * batch's first day keep their previous day, so only this tail of the chain can change.
 */
const BATCH_CHAIN = sql`
  select d.member_id, d.day, coalesce(
    lag(d.day) over (partition by d.member_id order by d.day),
    (select max(p.day) from team_member_day p
      where p.member_id = b.member_id and p.day < b.first_day and p.bets > 0),
    '-infinity') as prev_day
  from (select member_id, min(day) as first_day from rollup_batch group by member_id) b
  join team_member_day d on d.member_id = b.member_id and d.day >= b.first_day and d.bets > 0`;

/**
 * Adds ledger entries (from, to] to the member days and to every upline's days and active-day
 * counts (migration 0037), in the caller's transaction.
 */
async function rollUpLedger(trx: Db, from: number, to: number): Promise<void> {
  await sql`
    create temporary table rollup_batch on commit drop as
    select l.member_id, (l.created_at at time zone mc.time_zone)::date as day, ${LEDGER_DAY_SUMS}
    from ${ledgerRows(trx)} l
    join ${memberRows(trx)} mb on mb.id = l.member_id
    join ${merchantRows(trx)} mc on mc.code = mb.merchant_code
    where l.id > ${from} and l.id <= ${to} and l.kind in (${kinds})
    group by l.member_id, 2`.execute(trx);
  await sql`create temporary table chain_before on commit drop as ${BATCH_CHAIN}`.execute(trx);
  await sql`
    insert into team_member_day
      (member_id, day, bets, valid_bet, payout, deposits, withdrawals, bonus)
    select member_id, day, bets, valid_bet, payout, deposits, withdrawals, bonus from rollup_batch
    on conflict (member_id, day) do update set
      bets = team_member_day.bets + excluded.bets,
      valid_bet = team_member_day.valid_bet + excluded.valid_bet,
      payout = team_member_day.payout + excluded.payout,
      deposits = team_member_day.deposits + excluded.deposits,
      withdrawals = team_member_day.withdrawals + excluded.withdrawals,
      bonus = team_member_day.bonus + excluded.bonus`.execute(trx);
  await sql`
    insert into team_upline_day as u
      (ancestor_id, day, valid_bet, payout, deposits, withdrawals, bonus)
    select t.ancestor_id, b.day, sum(b.valid_bet), sum(b.payout), sum(b.deposits),
      sum(b.withdrawals), sum(b.bonus)
    from rollup_batch b join team_path t on t.member_id = b.member_id and t.depth > 0
    group by t.ancestor_id, b.day
    on conflict (ancestor_id, day) do update set
      valid_bet = u.valid_bet + excluded.valid_bet, payout = u.payout + excluded.payout,
      deposits = u.deposits + excluded.deposits, withdrawals = u.withdrawals + excluded.withdrawals,
      bonus = u.bonus + excluded.bonus`.execute(trx);
  // The chain links that appeared (+1) and went (-1), counted for every upline.
  await sql`
    insert into team_active_gap as g (ancestor_id, day, prev_day, members)
    select t.ancestor_id, c.day, c.prev_day, sum(c.sign)
    from (
      select *, 1 as sign from (${BATCH_CHAIN} except all select * from chain_before) added
      union all
      select *, -1 from (select * from chain_before except all ${BATCH_CHAIN}) gone
    ) c join team_path t on t.member_id = c.member_id and t.depth > 0
    group by t.ancestor_id, c.day, c.prev_day
    on conflict (ancestor_id, day, prev_day) do update set members = g.members + excluded.members`.execute(
    trx,
  );
}

/** Adds members (from, to] as joined on their first day, for themselves and every upline. */
async function rollUpJoins(trx: Db, from: number, to: number): Promise<void> {
  const joins = sql`
    select mb.id as member_id, (mb.created_at at time zone mc.time_zone)::date as day
    from ${memberRows(trx)} mb join ${merchantRows(trx)} mc on mc.code = mb.merchant_code
    where mb.id > ${from} and mb.id <= ${to}`;
  await sql`
    insert into team_member_day (member_id, day, joined)
    select member_id, day, 1 from (${joins}) j
    on conflict (member_id, day) do update set joined = 1`.execute(trx);
  await sql`
    insert into team_upline_day as u (ancestor_id, day, joined)
    select t.ancestor_id, j.day, count(*)
    from (${joins}) j join team_path t on t.member_id = j.member_id and t.depth > 0
    group by t.ancestor_id, j.day
    on conflict (ancestor_id, day) do update set joined = u.joined + excluded.joined`.execute(trx);
}

/**
 * One run of the rollup, in ONE transaction per call: it locks each source's watermark row
 * (a second replica waits, then finds the rows done), adds the rows past it to
 * `team_member_day` and moves the watermark, so a crash rolls both back and a repeat adds
 * nothing twice. Returns how many rows it rolled up (0: caught up).
 */
export async function rollUpTeamDays(db: Db, options: RollupOptions = {}): Promise<number> {
  const { batch = 50_000, settleSeconds = 60, beforeCommit } = options;
  return db.transaction().execute(async (trx) => {
    let rolled = 0;
    const [ledgerFrom, ledgerTo] = await advance(trx, 'ledger', batch, settleSeconds);
    if (ledgerTo > ledgerFrom) {
      await rollUpLedger(trx, ledgerFrom, ledgerTo);
      await sql`update team_rollup_mark set last_id = ${ledgerTo} where source = 'ledger'`.execute(
        trx,
      );
      rolled += ledgerTo - ledgerFrom;
    }
    const [memberFrom, memberTo] = await advance(trx, 'member', batch, settleSeconds);
    if (memberTo > memberFrom) {
      await rollUpJoins(trx, memberFrom, memberTo);
      await sql`update team_rollup_mark set last_id = ${memberTo} where source = 'member'`.execute(
        trx,
      );
      rolled += memberTo - memberFrom;
    }
    await beforeCommit?.();
    return rolled;
  });
}

/** Rolls up until caught up (each batch its own transaction); returns the rows rolled up. */
export async function rollUpAll(db: Db, options: RollupOptions = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const rolled = await rollUpTeamDays(db, options);
    total += rolled;
    if (rolled === 0) return total;
  }
}
