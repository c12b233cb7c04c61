import type { TeamFigures, TeamOverview } from '@tessera/contract';
import { addDays, type DayRange } from '@tessera/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import { ledgerRows } from '../wallet';
import { LEDGER_DAY_SUMS, ROLLUP_KINDS } from './team-rollup';
import { rangeInstants } from './team-scope';

/** Whose figures, over which days, in which zone; `memberId` narrows the team to one member. */
export interface TeamScope {
  agentId: number;
  range: DayRange;
  timeZone: string;
  memberId?: number | null;
}

/** How far the rollup got, read in the same snapshot as the rolled-up rows. */
export interface Marks {
  ledger: number;
  member: number;
}

/**
 * Runs a report in one REPEATABLE READ snapshot: the watermarks are read first and passed to the
 * report's statement as parameters (so PostgreSQL plans the live tail as the short index range it
 * is), and a rollup committing meanwhile cannot make a row count twice or not at all.
 */
export function inSnapshot<T>(db: Db, report: (trx: Db, marks: Marks) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // Parallel workers cost more to start than a report's scan saves, and many agents ask at
      // once: one core per report serves more of them.
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      const rows = await trx.selectFrom('team_rollup_mark').select(['source', 'last_id']).execute();
      const mark = (source: string) =>
        Number(rows.find((row) => row.source === source)?.last_id ?? 0);
      return report(trx, { ledger: mark('ledger'), member: mark('member') });
    });
}

const kinds = sql.join(ROLLUP_KINDS.map((kind) => sql.lit(kind)));

/**
 * The live tail: (member, day) sums of what the rollup has not reached yet (ledger entries and
 * members past its watermarks) for the subtree of `root` in the range, in the rollup's columns.
 * A handful of rows: the sweep runs every few seconds.
 */
export function tailRows(
  db: Db,
  root: number,
  withRoot: boolean,
  { range, timeZone }: Pick<TeamScope, 'range' | 'timeZone'>,
  marks: Marks,
): RawBuilder<unknown> {
  const { start, end } = rangeInstants(range, timeZone);
  const depth = withRoot ? sql`t.depth >= 0` : sql`t.depth > 0`;
  const inTeam = (column: RawBuilder<unknown>) => sql`exists (select 1 from team_path t
      where t.ancestor_id = ${root} and t.member_id = ${column} and ${depth})`;
  // `offset 0` keeps each source's rows past the watermark a subquery of its own, read by id:
  // flattened, the planner may walk a 100,000-member team probing the ledger per member instead.
  return sql`
    select l.member_id, (l.created_at at time zone ${timeZone})::date as day, ${LEDGER_DAY_SUMS},
      0 as joined
    from (
      select member_id, created_at, kind, amount from ${ledgerRows(db)} le
      where id > ${marks.ledger} and kind in (${kinds})
        and created_at >= ${start} and created_at < ${end}
      offset 0
    ) l
    where ${inTeam(sql.ref('l.member_id'))}
    group by l.member_id, 2
    union all
    select m.id, (m.created_at at time zone ${timeZone})::date, 0, 0, 0, 0, 0, 0, 1
    from (
      select id, created_at from ${memberRows(db)} mb
      where id > ${marks.member} and created_at >= ${start} and created_at < ${end}
      offset 0
    ) m
    where ${inTeam(sql.ref('m.id'))}`;
}

/** Sums of the figure columns, as `TeamFigures` (strings from bigint sums made numbers). */
export const FIGURE_SUMS = sql`
  coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout,
  coalesce(sum(deposits), 0) as deposits, coalesce(sum(withdrawals), 0) as withdrawals,
  coalesce(sum(bonus), 0) as bonus`;

export interface FigureRow {
  valid_bet: string | number;
  payout: string | number;
  deposits: string | number;
  withdrawals: string | number;
  bonus: string | number;
}

export function figures(row: FigureRow | undefined): TeamFigures {
  const validBet = Number(row?.valid_bet ?? 0);
  const payout = Number(row?.payout ?? 0);
  return {
    validBet,
    payout,
    profitLoss: payout - validBet,
    deposits: Number(row?.deposits ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    bonus: Number(row?.bonus ?? 0),
  };
}

/** The team overview: head counts, the range's figures and one entry per day for the charts. */
export async function teamOverview(db: Db, scope: TeamScope): Promise<TeamOverview> {
  const { agentId, range } = scope;
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const [counts, report] = await Promise.all([
    sql<{ members: string; direct: string }>`
      select count(*) as members, count(*) filter (where depth = 1) as direct
      from team_path where ancestor_id = ${agentId} and depth > 0`.execute(db),
    inSnapshot(db, async (trx, marks) => {
      // How the live tail changes the active counts the rollup has: per tail member and day,
      // bets before (rolled up) and after (plus the tail). A day whose bets turn positive adds an
      // active member that day, and to the range when the member had no other active day in it;
      // refunds can turn a day back.
      const tail = sql`tail as materialized (${tailRows(trx, agentId, false, scope, marks)}),
        tail_days as (select member_id, day, sum(bets) as bets from tail group by member_id, day),
        tail_changes as (
          select member_id, day, coalesce(r.bets, 0) as before,
            coalesce(r.bets, 0) + coalesce(t.bets, 0) as after
          from (select d.member_id, d.day, d.bets from team_member_day d
            where d.member_id in (select member_id from tail_days) and d.day between ${from} and ${to}) r
          full join tail_days t using (member_id, day)
        )`;
      const days = await sql<FigureRow & { day: string; active: string; joined: string }>`
        with ${tail},
        figures as (
          select day, valid_bet, payout, deposits, withdrawals, bonus, joined, 0 as active
          from team_upline_day where ancestor_id = ${agentId} and day between ${from} and ${to}
          union all
          select day, valid_bet, payout, deposits, withdrawals, bonus, joined, 0 from tail
          union all
          select day, 0, 0, 0, 0, 0, 0, members from team_active_gap
          where ancestor_id = ${agentId} and day between ${from} and ${to}
          union all
          select day, 0, 0, 0, 0, 0, 0, (after > 0)::int - (before > 0)::int from tail_changes
        )
        select to_char(day, 'YYYY-MM-DD') as day, ${FIGURE_SUMS}, coalesce(sum(joined), 0) as joined,
          coalesce(sum(active), 0) as active
        from figures group by day`.execute(trx);
      // Distinct members over the range: an active day whose previous one is before the range.
      const active = await sql<{ active: string }>`
        with ${tail},
        counted as (
          select members as active from team_active_gap
          where ancestor_id = ${agentId} and day between ${from} and ${to} and prev_day < ${from}
          union all
          select bool_or(after > 0)::int - bool_or(before > 0)::int from tail_changes group by member_id
        )
        select coalesce(sum(active), 0) as active from counted`.execute(trx);
      return { days: days.rows, active: Number(active.rows[0]?.active ?? 0) };
    }),
  ]);
  const byDay = new Map(report.days.map((row) => [row.day, row]));
  const series: TeamOverview['days'] = [];
  const total = { valid_bet: 0, payout: 0, deposits: 0, withdrawals: 0, bonus: 0 };
  let joined = 0;
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    const dayFigures = figures(row);
    total.valid_bet += dayFigures.validBet;
    total.payout += dayFigures.payout;
    total.deposits += dayFigures.deposits;
    total.withdrawals += dayFigures.withdrawals;
    total.bonus += dayFigures.bonus;
    joined += Number(row?.joined ?? 0);
    series.push({
      day,
      activeMembers: Number(row?.active ?? 0),
      newMembers: Number(row?.joined ?? 0),
      validBet: dayFigures.validBet,
      profitLoss: dayFigures.profitLoss,
    });
  }
  return {
    from: range.from,
    to: range.to,
    members: Number(counts.rows[0]?.members ?? 0),
    directMembers: Number(counts.rows[0]?.direct ?? 0),
    activeMembers: report.active,
    newMembers: joined,
    ...figures(total),
    days: series,
  };
}
