import type { TeamFigures, TeamOverview, UserLossPage, UserLossRow } from '@tessera/contract';
import { addDays, type DayRange } from '@tessera/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database';
import { LEDGER_DAY_SUMS, ROLLUP_KINDS } from './team-rollup';
import { rangeInstants } from './team-scope';

/** Whose figures, over which days, in which zone; `memberId` narrows the team to one member. */
export interface TeamScope {
  agentId: number;
  range: DayRange;
  timeZone: string;
  memberId?: number | null;
}

const kinds = sql.join(ROLLUP_KINDS.map((kind) => sql.lit(kind)));

/**
 * Every (member, day) row of the caller's team in the range: the rolled-up days, plus the live
 * tail past the rollup's watermarks (ledger entries and members not rolled up yet), read in one
 * statement so the two halves agree. The same member and day may appear twice (rolled-up and
 * tail): readers sum them.
 */
function teamRows({ agentId, range, timeZone, memberId }: TeamScope): RawBuilder<unknown> {
  const { start, end } = rangeInstants(range, timeZone);
  const one = memberId ? sql`and t.member_id = ${memberId}` : sql``;
  return sql`
    select d.member_id, d.day, d.bets, d.valid_bet, d.payout, d.deposits, d.withdrawals,
      d.bonus, d.joined
    from team_path t join team_member_day d on d.member_id = t.member_id
    where t.ancestor_id = ${agentId} and t.depth > 0 ${one}
      and d.day between ${range.from}::date and ${range.to}::date
    union all
    select l.member_id, (l.created_at at time zone ${timeZone})::date, ${LEDGER_DAY_SUMS}, 0
    from ledger_entry l join team_path t on t.member_id = l.member_id
    where l.id > (select last_id from team_rollup_mark where source = 'ledger')
      and l.kind in (${kinds}) and l.created_at >= ${start} and l.created_at < ${end}
      and t.ancestor_id = ${agentId} and t.depth > 0 ${one}
    group by l.member_id, 2
    union all
    select m.id, (m.created_at at time zone ${timeZone})::date, 0, 0, 0, 0, 0, 0, 1
    from member m join team_path t on t.member_id = m.id
    where m.id > (select last_id from team_rollup_mark where source = 'member')
      and m.created_at >= ${start} and m.created_at < ${end}
      and t.ancestor_id = ${agentId} and t.depth > 0 ${one}`;
}

/** Sums of the figure columns, as `TeamFigures` (strings from bigint sums made numbers). */
const FIGURE_SUMS = sql`
  coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout,
  coalesce(sum(deposits), 0) as deposits, coalesce(sum(withdrawals), 0) as withdrawals,
  coalesce(sum(bonus), 0) as bonus`;

interface FigureRow {
  valid_bet: string | number;
  payout: string | number;
  deposits: string | number;
  withdrawals: string | number;
  bonus: string | number;
}

function figures(row: FigureRow | undefined): TeamFigures {
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
  const [counts, totals, days] = await Promise.all([
    sql<{ members: string; direct: string }>`
      select count(*) as members, count(*) filter (where depth = 1) as direct
      from team_path where ancestor_id = ${scope.agentId} and depth > 0`.execute(db),
    sql<FigureRow & { active: string; joined: string }>`
      with rows as (${teamRows(scope)}),
      per_member as (
        select member_id, sum(bets) as bets, sum(valid_bet) as valid_bet, sum(payout) as payout,
          sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonus) as bonus,
          max(joined) as joined
        from rows group by member_id
      )
      select count(*) filter (where bets > 0) as active, coalesce(sum(joined), 0) as joined,
        ${FIGURE_SUMS}
      from per_member`.execute(db),
    sql<{ day: string; active: string; joined: string; valid_bet: string; payout: string }>`
      with rows as (${teamRows(scope)})
      select to_char(day, 'YYYY-MM-DD') as day,
        count(distinct member_id) filter (where bets > 0) as active,
        coalesce(sum(joined), 0) as joined,
        coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout
      from rows group by day`.execute(db),
  ]);
  const byDay = new Map(days.rows.map((row) => [row.day, row]));
  const series: TeamOverview['days'] = [];
  for (let day = scope.range.from; day <= scope.range.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    const validBet = Number(row?.valid_bet ?? 0);
    series.push({
      day,
      activeMembers: Number(row?.active ?? 0),
      newMembers: Number(row?.joined ?? 0),
      validBet,
      profitLoss: Number(row?.payout ?? 0) - validBet,
    });
  }
  const total = totals.rows[0];
  return {
    from: scope.range.from,
    to: scope.range.to,
    members: Number(counts.rows[0]?.members ?? 0),
    directMembers: Number(counts.rows[0]?.direct ?? 0),
    activeMembers: Number(total?.active ?? 0),
    newMembers: Number(total?.joined ?? 0),
    ...figures(total),
    days: series,
  };
}

/** Paging and order of the user-loss report. */
export interface LossPage {
  sort: 'loss' | 'account';
  offset: number;
  limit: number;
}

/**
 * User loss: each team member with figures in the range (valid bet, payout, their profit and
 * loss, deposits, withdrawals, bonus), biggest loss first (or by account), and the sums over all
 * of them (not just the page).
 */
export async function userLoss(db: Db, scope: TeamScope, page: LossPage): Promise<UserLossPage> {
  const order =
    page.sort === 'account'
      ? sql`m.account, p.member_id`
      : sql`p.valid_bet - p.payout desc, p.member_id`;
  const result = await sql<
    FigureRow & {
      account: string;
      depth: number;
      total_valid_bet: string;
      total_payout: string;
      total_deposits: string;
      total_withdrawals: string;
      total_bonus: string;
    }
  >`
    with rows as (${teamRows(scope)}),
    per_member as (
      select member_id, sum(valid_bet) as valid_bet, sum(payout) as payout,
        sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonus) as bonus
      from rows group by member_id
      having sum(bets) <> 0 or sum(valid_bet) <> 0 or sum(payout) <> 0 or sum(deposits) <> 0
        or sum(withdrawals) <> 0 or sum(bonus) <> 0
    ),
    ranked as (
      select p.*, sum(p.valid_bet) over () as total_valid_bet,
        sum(p.payout) over () as total_payout, sum(p.deposits) over () as total_deposits,
        sum(p.withdrawals) over () as total_withdrawals, sum(p.bonus) over () as total_bonus
      from per_member p
    )
    select p.*, m.account, t.depth
    from ranked p
    join member m on m.id = p.member_id
    join team_path t on t.ancestor_id = ${scope.agentId} and t.member_id = p.member_id
    order by ${order}
    limit ${page.limit + 1} offset ${page.offset}`.execute(db);
  const rows = result.rows;
  const shown = rows.slice(0, page.limit);
  const first = rows[0];
  const list: UserLossRow[] = shown.map((row) => ({
    account: row.account,
    level: row.depth,
    ...figures(row),
  }));
  return {
    list,
    nextCursor: rows.length > page.limit ? String(page.offset + page.limit) : null,
    totals: figures(
      first && {
        valid_bet: first.total_valid_bet,
        payout: first.total_payout,
        deposits: first.total_deposits,
        withdrawals: first.total_withdrawals,
        bonus: first.total_bonus,
      },
    ),
  };
}
