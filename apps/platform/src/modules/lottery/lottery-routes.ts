import { LOTTERY_CALLS, type GameCodeQuery } from '@tessera/contract';
import { drawnResult, latestDrawIndex, recentDraws } from './lottery-draws';
import type { LotteryDefinition } from './lottery-games';
import { findLotteryGame, lotteryGames, menuEntry } from './lottery-repository';
import type { DrawKeySource } from './lottery-secret';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import type { Db } from '../../core/db/database';

const tags = ['lottery'];
/** Draws the recent-draws call answers (newest first). */
export const RECENT_DRAWS = 10;

/**
 * What the lottery routes need: the database, the clock (draws are computed from it) and the
 * draw key (the deployment's secret, lottery-secret.ts).
 */
export interface LotteryDeps {
  db: Db;
  now: () => Date;
  drawKey: DrawKeySource;
}

/**
 * Spec §7 "Lottery": the menu, recent draws and the latest opened numbers. Draws are computed
 * from the clock (see lottery-draws.ts), so tests move `now` to see a new draw; only draws
 * whose time has come are answered (the menu gives the next one's time, never its numbers).
 */
export const lotteryRoutes: TypedPlugin<LotteryDeps> = async (app, { db, now, drawKey }) => {
  async function gameOf(
    merchantCode: string,
    { gameCode }: GameCodeQuery,
  ): Promise<LotteryDefinition> {
    const game = await findLotteryGame(db, merchantCode, gameCode);
    if (!game) throw new ApiError(404, 'NOT_FOUND', `No lottery ${gameCode}`);
    return game;
  }

  // With a prize mode, the games offered in that mode (spec §4: LOTT, ZY, ELOTT, SEA).
  routeFor(
    app,
    LOTTERY_CALLS.menu,
    async (request) => {
      const { prizeMode } = request.query;
      const games = await lotteryGames(db, requestMerchant(request).code);
      const offered = prizeMode ? games.filter((g) => g.prizeModes.includes(prizeMode)) : games;
      const at = now();
      return ok(offered.map((game) => menuEntry(game, at, prizeMode)));
    },
    { tags },
  );

  routeFor(
    app,
    LOTTERY_CALLS.recent,
    async (request) => {
      const game = await gameOf(requestMerchant(request).code, request.query);
      return ok(recentDraws(await drawKey(), game, now(), RECENT_DRAWS));
    },
    { tags },
  );

  // The Vietnamese and the other lotteries have their own paths (spec §7); both open any game.
  for (const opened of [LOTTERY_CALLS.openedVn, LOTTERY_CALLS.opened])
    routeFor(
      app,
      opened,
      async (request) => {
        const game = await gameOf(requestMerchant(request).code, request.query);
        const at = now();
        return ok(drawnResult(await drawKey(), game, latestDrawIndex(game, at), at));
      },
      { tags },
    );
};
