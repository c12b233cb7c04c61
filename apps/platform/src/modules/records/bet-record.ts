import type { BetRecord, BetRecordPage, BetResult } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { providerRoundOf } from '../pam';
import {
  localTime,
  newestPage,
  pageOf,
  rangeEnd,
  rangeStart,
  type RecordWindow,
} from './record-window';
import { gameRoundRows } from '../wallet';
import { gameRows } from '../games';

/** Catalogue filters of the bet records (upper-case codes, as the catalogue stores them). */
export interface BetFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
}

/** How a settled round ended for the member; open and cancelled rounds have no result. */
function resultOf(status: string, net: number): BetResult | null {
  if (status !== 'settled') return null;
  return net > 0 ? 'win' : net < 0 ? 'loss' : 'draw';
}

/**
 * A page of a member's game rounds (opened in the range), newest first, with the catalogue's
 * game name, vendor and type, and stake, payout and net over the whole filtered range (cancelled
 * rounds were refunded, so the totals leave them out).
 */
export async function betRecord(
  db: Db,
  memberId: number,
  window: RecordWindow,
  filter: BetFilter,
): Promise<BetRecordPage> {
  const filtered = () => {
    let query = db
      .selectFrom(gameRoundRows(db).as('game_round'))
      .innerJoin(gameRows(db).as('game'), 'game.node_id', 'game_round.node_id')
      .where('game_round.member_id', '=', memberId)
      .where('game_round.opened_at', '>=', rangeStart(window))
      .where('game_round.opened_at', '<', rangeEnd(window));
    if (filter.gameType) query = query.where('game.game_type', '=', filter.gameType.toUpperCase());
    if (filter.vendor) query = query.where('game.vassalage', '=', filter.vendor.toUpperCase());
    return query;
  };
  const page = filtered()
    .select([
      'game_round.id',
      'game_round.round_ref',
      'game_round.stake',
      'game_round.payout',
      'game_round.status',
      'game.display_name',
      'game.vassalage',
      'game.game_type',
    ])
    .select(localTime('game_round.opened_at', window.timeZone).as('time'));
  const [rows, totals] = await Promise.all([
    newestPage(page, 'game_round', 'opened_at', window).execute(),
    filtered()
      .select([
        sql<string>`coalesce(sum(game_round.stake) filter (where game_round.status <> 'cancelled'), 0)`.as(
          'stake',
        ),
        sql<string>`coalesce(sum(game_round.payout) filter (where game_round.status <> 'cancelled'), 0)`.as(
          'payout',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const [stake, payout] = [Number(totals.stake), Number(totals.payout)];
  return {
    ...pageOf(
      rows,
      window.limit,
      (row) => row.id,
      (row): BetRecord => {
        const net = Number(row.payout) - Number(row.stake);
        return {
          roundRef: providerRoundOf(row.round_ref),
          game: row.display_name,
          vendor: row.vassalage,
          gameType: row.game_type,
          stake: Number(row.stake),
          payout: Number(row.payout),
          net,
          result: resultOf(row.status, net),
          status: row.status,
          time: row.time,
        };
      },
    ),
    totals: { stake, payout, net: payout - stake },
  };
}
