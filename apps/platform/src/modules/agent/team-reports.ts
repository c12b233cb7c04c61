import type {
  IncomeReport,
  TeamBet,
  TeamBetsPage,
  TeamLedgerEntry,
  TeamLedgerPage,
} from '@tessera/contract';
import { INCOME_KINDS } from '@tessera/contract';
import type { DayRange } from '@tessera/domain';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import { gameRows } from '../games';
import { providerRoundOf } from '../pam';
import { gameRoundRows, ledgerRows } from '../wallet';
import { localTime, rangeInstants } from './team-scope';

/** A team list's scope and page: the agent, its days, and an optional single member. */
export interface TeamListScope {
  agentId: number;
  range: DayRange;
  timeZone: string;
  /** A member of the team to narrow to (already checked), or undefined for the whole team. */
  memberId?: number | undefined;
  cursor: number | null;
  limit: number;
}

/**
 * Team betting: the rounds of the caller's team opened in the range, newest first (keyset on
 * (opened_at, id)), with member, game and type; totals over the whole filtered range. The valid
 * bet of a round is its stake once settled.
 */
export async function teamBets(
  db: Db,
  scope: TeamListScope,
  gameType: string | undefined,
): Promise<TeamBetsPage> {
  const { start, end } = rangeInstants(scope.range, scope.timeZone);
  const filtered = () => {
    let q = db
      .selectFrom(gameRoundRows(db).as('game_round'))
      .innerJoin('team_path', 'team_path.member_id', 'game_round.member_id')
      .innerJoin(gameRows(db).as('game'), 'game.node_id', 'game_round.node_id')
      .where('team_path.ancestor_id', '=', scope.agentId)
      .where('team_path.depth', '>', 0)
      .where('game_round.opened_at', '>=', start)
      .where('game_round.opened_at', '<', end);
    if (scope.memberId) q = q.where('game_round.member_id', '=', scope.memberId);
    if (gameType) q = q.where('game.game_type', '=', gameType.toUpperCase());
    return q;
  };
  let page = filtered()
    .innerJoin(memberRows(db).as('member'), 'member.id', 'game_round.member_id')
    .select([
      'game_round.id',
      'game_round.round_ref',
      'game_round.stake',
      'game_round.payout',
      'game_round.status',
      'member.account',
      'game.display_name',
      'game.game_type',
    ])
    .select(localTime('game_round.opened_at', scope.timeZone).as('time'))
    .orderBy(sql`game_round.opened_at desc, game_round.id desc`)
    .limit(scope.limit + 1);
  if (scope.cursor !== null)
    page = page.where(
      sql<boolean>`(game_round.opened_at, game_round.id) < (select opened_at, id from ${gameRoundRows(db)} r where id = ${scope.cursor})`,
    );
  const [rows, totals] = await Promise.all([
    page.execute(),
    filtered()
      .select([
        sql<string>`count(*)`.as('rounds'),
        sql<string>`coalesce(sum(game_round.stake) filter (where game_round.status <> 'cancelled'), 0)`.as(
          'bet',
        ),
        sql<string>`coalesce(sum(game_round.stake) filter (where game_round.status = 'settled'), 0)`.as(
          'valid_bet',
        ),
        sql<string>`coalesce(sum(game_round.payout) filter (where game_round.status <> 'cancelled'), 0)`.as(
          'payout',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const shown = rows.slice(0, scope.limit);
  const validBet = Number(totals.valid_bet);
  const payout = Number(totals.payout);
  return {
    list: shown.map((row): TeamBet => ({
      roundRef: providerRoundOf(row.round_ref),
      account: row.account,
      game: row.display_name,
      gameType: row.game_type,
      bet: Number(row.stake),
      validBet: row.status === 'settled' ? Number(row.stake) : 0,
      payout: Number(row.payout),
      status: row.status,
      time: row.time,
    })),
    nextCursor: rows.length > scope.limit ? String(shown.at(-1)?.id) : null,
    totals: {
      rounds: Number(totals.rounds),
      bet: Number(totals.bet),
      validBet,
      payout,
      profitLoss: payout - validBet,
    },
  };
}

/**
 * Account details of the team: ledger entries of team members in the range, newest first,
 * optionally of one member and one kind; money in and out over the whole filtered range.
 */
export async function teamLedger(
  db: Db,
  scope: TeamListScope,
  kind: string | undefined,
): Promise<TeamLedgerPage> {
  const { start, end } = rangeInstants(scope.range, scope.timeZone);
  const filtered = () => {
    let q = db
      .selectFrom(ledgerRows(db).as('ledger_entry'))
      .innerJoin('team_path', 'team_path.member_id', 'ledger_entry.member_id')
      .where('team_path.ancestor_id', '=', scope.agentId)
      .where('team_path.depth', '>', 0)
      .where('ledger_entry.created_at', '>=', start)
      .where('ledger_entry.created_at', '<', end);
    if (scope.memberId) q = q.where('ledger_entry.member_id', '=', scope.memberId);
    if (kind) q = q.where('ledger_entry.kind', '=', kind);
    return q;
  };
  let page = filtered()
    .innerJoin(memberRows(db).as('member'), 'member.id', 'ledger_entry.member_id')
    .select([
      'ledger_entry.id',
      'ledger_entry.kind',
      'ledger_entry.amount',
      'ledger_entry.balance_after',
      'member.account',
    ])
    .select(localTime('ledger_entry.created_at', scope.timeZone).as('time'))
    .orderBy(sql`ledger_entry.created_at desc, ledger_entry.id desc`)
    .limit(scope.limit + 1);
  if (scope.cursor !== null)
    page = page.where(
      sql<boolean>`(ledger_entry.created_at, ledger_entry.id) < (select created_at, id from ${ledgerRows(db)} l where id = ${scope.cursor})`,
    );
  const [rows, totals] = await Promise.all([
    page.execute(),
    filtered()
      .select([
        sql<string>`coalesce(sum(ledger_entry.amount) filter (where ledger_entry.amount > 0), 0)`.as(
          'in',
        ),
        sql<string>`coalesce(-sum(ledger_entry.amount) filter (where ledger_entry.amount < 0), 0)`.as(
          'out',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const shown = rows.slice(0, scope.limit);
  return {
    list: shown.map((row): TeamLedgerEntry => ({
      id: Number(row.id),
      account: row.account,
      kind: row.kind,
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      time: row.time,
    })),
    nextCursor: rows.length > scope.limit ? String(shown.at(-1)?.id) : null,
    totals: { in: Number(totals.in), out: Number(totals.out) },
  };
}

/**
 * My income: the agent's own credits of the income kinds (`INCOME_KINDS`) per merchant-local
 * day (newest first) and kind, the sum per kind and the total.
 */
export async function agentIncome(
  db: Db,
  agentId: number,
  range: DayRange,
  timeZone: string,
): Promise<IncomeReport> {
  const { start, end } = rangeInstants(range, timeZone);
  const day = sql<string>`to_char(ledger_entry.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom(ledgerRows(db).as('ledger_entry'))
    .where('member_id', '=', agentId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('kind', 'in', [...INCOME_KINDS])
    .where('amount', '>', 0)
    .select([day.as('day'), 'kind', sql<string>`sum(amount)`.as('amount')])
    .groupBy(sql`1, 2`)
    .orderBy(sql`1 desc, 2`)
    .execute();
  const days = rows.map((row) => ({ day: row.day, kind: row.kind, amount: Number(row.amount) }));
  const perKind = new Map<string, number>();
  for (const row of days) perKind.set(row.kind, (perKind.get(row.kind) ?? 0) + row.amount);
  return {
    from: range.from,
    to: range.to,
    days,
    kinds: [...perKind].map(([kind, amount]) => ({ kind, amount })),
    total: days.reduce((sum, row) => sum + row.amount, 0),
  };
}
