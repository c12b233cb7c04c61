import type { LotteryGame } from '@tessera/contract';
import type { PrizeMode } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { vendorOn } from '../games';
import { nextDrawAt } from './lottery-draws';
import { lotteryDefinition, type LotteryDefinition } from './lottery-games';

/**
 * The merchant's lottery games: catalogue entries of enabled lottery vendors that have a draw
 * definition, in catalogue order. The catalogue decides what is offered (an operator can switch
 * a vendor off); the definition decides how its draws work.
 */
export async function lotteryGames(db: Db, merchantCode: string): Promise<LotteryDefinition[]> {
  const rows = await db
    .selectFrom('game as g')
    .innerJoin('game_type_vendor as t', (join) =>
      join.onRef('t.vassalage', '=', 'g.vassalage').onRef('t.game_type', '=', 'g.game_type'),
    )
    .select('g.game_code')
    .where('g.game_type', 'in', ['LOTT', 'ELOTT'])
    .where(vendorOn(merchantCode))
    .orderBy('t.game_type', 'desc')
    .orderBy('t.sort')
    .orderBy('g.sort')
    .execute();
  return rows.flatMap((row) => lotteryDefinition(row.game_code) ?? []);
}

/** One lottery game of the merchant, or undefined. */
export async function findLotteryGame(
  db: Db,
  merchantCode: string,
  gameCode: string,
): Promise<LotteryDefinition | undefined> {
  const definition = lotteryDefinition(gameCode);
  if (!definition) return undefined;
  const offered = await db
    .selectFrom('game as g')
    .select('g.node_id')
    .where('g.game_code', '=', gameCode)
    .where(vendorOn(merchantCode))
    .executeTakeFirst();
  return offered ? definition : undefined;
}

/**
 * The lottery menu entry of a game. With a prize mode, the game is listed under that mode (when
 * it offers it); without one, under its own mode.
 */
export function menuEntry(game: LotteryDefinition, now: Date, mode?: PrizeMode): LotteryGame {
  return {
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    name: game.name,
    prizeMode: mode ?? game.prizeModes[0] ?? 'LOTT',
    drawIntervalSeconds: game.intervalSeconds,
    nextDrawAt: nextDrawAt(game, now).toISOString(),
  };
}
