import type { TeamFigures, UserLossPage, UserLossRow } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import {
  FIGURE_SUMS,
  figures,
  inSnapshot,
  tailRows,
  type FigureRow,
  type TeamScope,
} from './team-figures';

/** Paging and order of the user-loss report. */
export interface LossPage {
  sort: 'loss' | 'account';
  offset: number;
  limit: number;
}

/** The report's rows: the downlines of `under` (the agent when null), or one member's row. */
export interface LossScope extends TeamScope {
  under: { id: number; depth: number } | null;
}

/** The money columns both rollups (per member, per upline) and the live tail share. */
const FIGURE_COLUMNS = sql`valid_bet, payout, deposits, withdrawals, bonus`;

/**
 * User loss, one level at a time: each downline of `under` (or the one member asked for) with
 * its own play and its whole team's, biggest loss first (or by account), the sums over all of
 * them, and, drilled under a member, that member's own play and the trail back up. Reads the
 * rollups per member and per upline, so a row costs its days, not its team's size.
 */
export async function userLoss(db: Db, scope: LossScope, page: LossPage): Promise<UserLossPage> {
  const { agentId, range, memberId, under } = scope;
  const root = memberId ?? under?.id ?? agentId;
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const rows = memberId
    ? sql`select ${memberId}::bigint as id`
    : sql`select member_id as id from team_path where ancestor_id = ${root} and depth = 1`;
  const order =
    page.sort === 'account'
      ? sql`(select account from ${memberRows(db)} m where id = p.id), p.id`
      : sql`p.valid_bet - p.payout desc, p.id`;
  const result = await inSnapshot(db, async (trx, marks) => {
    const tail = sql`tail as materialized (${tailRows(trx, root, true, scope, marks)})`;
    const list = await sql<
      FigureRow & {
        account: string;
        depth: number;
        team_size: string;
        total_valid_bet: string;
        total_payout: string;
        total_deposits: string;
        total_withdrawals: string;
        total_bonus: string;
      }
    >`
      with ${tail},
      rows as materialized (${rows}),
      parts as (
        select member_id as id, ${FIGURE_COLUMNS} from team_member_day
        where member_id in (select id from rows) and day between ${from} and ${to}
        union all
        select ancestor_id, ${FIGURE_COLUMNS} from team_upline_day
        where ancestor_id in (select id from rows) and day between ${from} and ${to}
        union all
        select c.ancestor_id, t.valid_bet, t.payout, t.deposits, t.withdrawals, t.bonus
        from tail t join team_path c on c.member_id = t.member_id
        where c.ancestor_id in (select id from rows)
      ),
      per_row as (
        select id, ${FIGURE_SUMS} from parts group by id
        having sum(valid_bet) <> 0 or sum(payout) <> 0 or sum(deposits) <> 0
          or sum(withdrawals) <> 0 or sum(bonus) <> 0
      ),
      ranked as (
        select p.*, sum(p.valid_bet) over () as total_valid_bet,
          sum(p.payout) over () as total_payout, sum(p.deposits) over () as total_deposits,
          sum(p.withdrawals) over () as total_withdrawals, sum(p.bonus) over () as total_bonus
        from per_row p
      ),
      shown as (
        select p.*, row_number() over () as position
        from (select * from ranked p order by ${order} limit ${page.limit + 1} offset ${page.offset}) p
      )
      select p.*, m.account, t.depth,
        (select count(*) from team_path s where s.ancestor_id = p.id and s.depth > 0) as team_size
      from shown p
      join ${memberRows(trx)} m on m.id = p.id
      join team_path t on t.ancestor_id = ${agentId} and t.member_id = p.id
      order by p.position`.execute(trx);
    // Drilled under a member: its own play (its downlines are the rows).
    const own =
      under && !memberId
        ? await sql<FigureRow>`
            with ${tail}
            select ${FIGURE_SUMS} from (
              select ${FIGURE_COLUMNS} from team_member_day
              where member_id = ${root} and day between ${from} and ${to}
              union all
              select ${FIGURE_COLUMNS} from tail where member_id = ${root}
            ) own`.execute(trx)
        : null;
    return { list: list.rows, own: own?.rows[0] };
  });
  const trail = under
    ? await sql<{ account: string }>`
        select m.account from team_path up
        join team_path a on a.ancestor_id = ${agentId} and a.member_id = up.ancestor_id and a.depth > 0
        join ${memberRows(db)} m on m.id = up.ancestor_id
        where up.member_id = ${under.id}
        order by a.depth`.execute(db)
    : null;
  const shown = result.list.slice(0, page.limit);
  const first = result.list[0];
  const ownFigures = result.own && figures(result.own);
  const ownRow =
    under && ownFigures && Object.values(ownFigures).some((amount) => amount !== 0)
      ? {
          account: trail?.rows.at(-1)?.account ?? '',
          level: under.depth,
          teamSize: 0,
          ...ownFigures,
        }
      : null;
  const totals = figures(
    first && {
      valid_bet: first.total_valid_bet,
      payout: first.total_payout,
      deposits: first.total_deposits,
      withdrawals: first.total_withdrawals,
      bonus: first.total_bonus,
    },
  );
  if (ownRow)
    for (const key of Object.keys(totals) as (keyof TeamFigures)[]) totals[key] += ownRow[key];
  return {
    list: shown.map((row): UserLossRow => ({
      account: row.account,
      level: row.depth,
      teamSize: Number(row.team_size),
      ...figures(row),
    })),
    nextCursor: result.list.length > page.limit ? String(page.offset + page.limit) : null,
    totals,
    trail: trail?.rows.map((row) => row.account) ?? [],
    own: ownRow,
  };
}
