import type { ProfitReport } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { rangeEnd, rangeStart, type RecordWindow } from './record-window';
import { gameRoundRows } from '../wallet';
import { gameRows } from '../games';

/**
 * The member's profit and loss: stake, payout and net per calendar day (in the merchant's zone,
 * newest first) and game type, and over the whole range. Cancelled rounds were refunded, so
 * they count neither stake nor payout.
 */
export async function profitReport(
  db: Db,
  memberId: number,
  window: Pick<RecordWindow, 'range' | 'timeZone'>,
): Promise<ProfitReport> {
  const day = sql<string>`to_char(game_round.opened_at at time zone ${window.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom(gameRoundRows(db).as('game_round'))
    .innerJoin(gameRows(db).as('game'), 'game.node_id', 'game_round.node_id')
    .where('game_round.member_id', '=', memberId)
    .where('game_round.opened_at', '>=', rangeStart(window))
    .where('game_round.opened_at', '<', rangeEnd(window))
    .where('game_round.status', '<>', 'cancelled')
    .select([
      day.as('day'),
      'game.game_type',
      sql<string>`sum(game_round.stake)`.as('stake'),
      sql<string>`sum(game_round.payout)`.as('payout'),
    ])
    // By position: the day's time zone is a bound parameter, and a second copy of the
    // expression would be another parameter PostgreSQL cannot match to the select list.
    .groupBy(sql`1, 2`)
    .orderBy(sql`1 desc, 2`)
    .execute();
  const days = rows.map((row) => {
    const [stake, payout] = [Number(row.stake), Number(row.payout)];
    return { day: row.day, gameType: row.game_type, stake, payout, net: payout - stake };
  });
  const stake = days.reduce((sum, row) => sum + row.stake, 0);
  const payout = days.reduce((sum, row) => sum + row.payout, 0);
  return { days, totals: { stake, payout, net: payout - stake } };
}
