import type { LotteryGame } from '@tessera/contract';
import type { PrizeMode } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { offeredGameCodes, offersGame } from '../games';
import { nextDrawAt } from './lottery-draws';
import { lotteryDefinition, type LotteryDefinition } from './lottery-games';

/**
 * The merchant's lottery games: catalogue entries of enabled lottery vendors that have a draw
 * definition, in catalogue order. The catalogue decides what is offered (an operator can switch
 * a vendor off); the definition decides how its draws work.
 */
export async function lotteryGames(db: Db, merchantCode: string): Promise<LotteryDefinition[]> {
  const codes = await offeredGameCodes(db, merchantCode, ['LOTT', 'ELOTT']);
  return codes.flatMap((code) => lotteryDefinition(code) ?? []);
}

/** One lottery game of the merchant, or undefined. */
export async function findLotteryGame(
  db: Db,
  merchantCode: string,
  gameCode: string,
): Promise<LotteryDefinition | undefined> {
  const definition = lotteryDefinition(gameCode);
  if (!definition) return undefined;
  return (await offersGame(db, merchantCode, gameCode)) ? definition : undefined;
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
