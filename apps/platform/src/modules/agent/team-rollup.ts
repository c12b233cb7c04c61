import { sql } from 'kysely';
import type { Db } from '../../core/db/database';

/** The sweep that rolls ledger entries and new members up into `team_member_day`. */
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
 * writes them and as the reports' live tail reads them (`from` is `ledger_entry l` joined to
 * `member mb` and `merchant mc`).
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
  const table = sql.table(source === 'ledger' ? 'ledger_entry' : 'member');
  const next = await sql<{ hi: string | null }>`
    with next as (
      select id, created_at >= now() - make_interval(secs => ${settleSeconds}) as young
      from ${table} where id > ${last} order by id limit ${batch}
    )
    select coalesce(
      (select min(id) - 1 from next where young),
      (select max(id) from next)
    ) as hi`.execute(trx);
  const hi = Math.max(last, Number(next.rows[0]?.hi ?? last));
  return [last, hi];
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
      await sql`
        insert into team_member_day
          (member_id, day, bets, valid_bet, payout, deposits, withdrawals, bonus)
        select l.member_id, (l.created_at at time zone mc.time_zone)::date as day, ${LEDGER_DAY_SUMS}
        from ledger_entry l
        join member mb on mb.id = l.member_id
        join merchant mc on mc.code = mb.merchant_code
        where l.id > ${ledgerFrom} and l.id <= ${ledgerTo} and l.kind in (${kinds})
        group by l.member_id, 2
        on conflict (member_id, day) do update set
          bets = team_member_day.bets + excluded.bets,
          valid_bet = team_member_day.valid_bet + excluded.valid_bet,
          payout = team_member_day.payout + excluded.payout,
          deposits = team_member_day.deposits + excluded.deposits,
          withdrawals = team_member_day.withdrawals + excluded.withdrawals,
          bonus = team_member_day.bonus + excluded.bonus`.execute(trx);
      await sql`update team_rollup_mark set last_id = ${ledgerTo} where source = 'ledger'`.execute(
        trx,
      );
      rolled += ledgerTo - ledgerFrom;
    }
    const [memberFrom, memberTo] = await advance(trx, 'member', batch, settleSeconds);
    if (memberTo > memberFrom) {
      await sql`
        insert into team_member_day (member_id, day, joined)
        select mb.id, (mb.created_at at time zone mc.time_zone)::date, 1
        from member mb join merchant mc on mc.code = mb.merchant_code
        where mb.id > ${memberFrom} and mb.id <= ${memberTo}
        on conflict (member_id, day) do update set joined = 1`.execute(trx);
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
