import type { ContractKind, SettlementPage, SettlementSide } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { memberRows } from '../accounts';
import { pageOf, rangeEnd, rangeStart, type RecordWindow } from '../records';
import './contract-tables';

/** Which settlements a list shows. */
export interface SettlementFilter {
  kind: ContractKind;
  side: SettlementSide;
  /** With side `downlines`: one member of the caller's team. */
  account?: string;
}

const localTime = (ref: string, timeZone: string) =>
  sql<string>`to_char(${sql.ref(ref)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * A page of settlements of one kind whose period starts in the window, newest period first, and
 * the totals of the whole filtered range. `mine`: the caller's own; `downlines`: those of every
 * holder in its team below it (the team_path rows of the caller), or of one of them by account
 * (an account outside the team is a 404, like a missing one).
 */
export async function settlementRecords(
  db: Db,
  memberId: number,
  merchantCode: string,
  window: RecordWindow,
  filter: SettlementFilter,
): Promise<SettlementPage> {
  let holderId: number | null = null;
  if (filter.side === 'downlines' && filter.account !== undefined) {
    const member = await db
      .selectFrom(memberRows(db).as('m'))
      .innerJoin('team_path as t', 't.member_id', 'm.id')
      .select('m.id')
      .where('m.merchant_code', '=', merchantCode)
      .where('m.account', '=', filter.account)
      .where('t.ancestor_id', '=', memberId)
      .where('t.depth', '>=', 1)
      .executeTakeFirst();
    if (!member) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'No such member in your team');
    holderId = Number(member.id);
  }
  const filtered = () => {
    let query = db
      .selectFrom('agent_settlement as s')
      .where('s.kind', '=', filter.kind)
      .where('s.period_start', '>=', rangeStart(window))
      .where('s.period_start', '<', rangeEnd(window));
    if (filter.side === 'mine') query = query.where('s.holder_id', '=', memberId);
    else if (holderId !== null) query = query.where('s.holder_id', '=', holderId);
    else
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('team_path as t')
            .select('t.depth')
            .whereRef('t.member_id', '=', 's.holder_id')
            .where('t.ancestor_id', '=', memberId)
            .where('t.depth', '>=', 1),
        ),
      );
    return query;
  };
  let page = filtered()
    .innerJoin(memberRows(db).as('h'), 'h.id', 's.holder_id')
    .select([
      's.id',
      's.contract_id',
      's.kind',
      'h.account as holder',
      's.valid_bet',
      's.active_members',
      's.profit_loss',
      's.downline_share',
      's.tier',
      's.rate',
      's.amount',
    ])
    .select([
      localTime('s.period_start', window.timeZone).as('period_start'),
      localTime('s.period_end', window.timeZone).as('period_end'),
      localTime('s.created_at', window.timeZone).as('time'),
    ])
    .orderBy(sql`s.period_start desc, s.id desc`)
    .limit(window.limit + 1);
  if (window.cursor !== null)
    page = page.where(
      sql<boolean>`(s.period_start, s.id) < (select period_start, id from agent_settlement where id = ${window.cursor})`,
    );
  const [rows, totals] = await Promise.all([
    page.execute(),
    filtered()
      .select([
        sql<string>`coalesce(sum(s.valid_bet), 0)`.as('valid_bet'),
        sql<string>`coalesce(sum(s.amount), 0)`.as('amount'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...pageOf(
      rows,
      window.limit,
      (row) => row.id,
      (row) => ({
        id: Number(row.id),
        contractId: Number(row.contract_id),
        kind: row.kind,
        holder: row.holder,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        validBet: Number(row.valid_bet),
        activeMembers: row.active_members,
        profitLoss: Number(row.profit_loss),
        downlineShare: Number(row.downline_share),
        tier: row.tier,
        rate: row.rate,
        amount: Number(row.amount),
        status: Number(row.amount) > 0 ? ('paid' as const) : ('nothing' as const),
        time: row.time,
      }),
    ),
    totals: {
      validBet: Number(totals.valid_bet),
      amount: Number(totals.amount),
      count: Number(totals.count),
    },
  };
}
