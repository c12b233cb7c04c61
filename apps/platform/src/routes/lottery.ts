import { PATHS } from '@tessera/contract';
import type { PrizeMode } from '@tessera/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { drawAt, latestDrawIndex, recentDraws } from '../games/lottery-draws';
import type { LotteryDefinition } from '../games/lottery-games';
import { findLotteryGame, lotteryGames, menuEntry } from '../games/lottery-repository';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import type { GameDeps } from './games';
import {
  gameCodeQuery,
  lotteryDrawReply,
  lotteryDrawsReply,
  lotteryMenuQuery,
  lotteryMenuReply,
} from './lottery-schemas';

const tags = ['lottery'];
/** Draws the recent-draws call answers (newest first). */
export const RECENT_DRAWS = 10;

type GameCodeRequest = FastifyRequest<{ Querystring: { gameCode: string } }>;

/**
 * Spec §7 "Lottery": the menu, recent draws and the latest opened numbers. Draws are computed
 * from the clock (see games/lottery-draws.ts), so tests move `now` to see a new draw.
 */
export const lotteryRoutes: FastifyPluginAsync<GameDeps> = async (app, { db, now }) => {
  async function gameOf(request: GameCodeRequest): Promise<LotteryDefinition> {
    const { gameCode } = request.query;
    const game = await findLotteryGame(db, requestMerchant(request).code, gameCode);
    if (!game) throw new ApiError(404, 'NOT_FOUND', `No lottery ${gameCode}`);
    return game;
  }

  // With a prize mode, the games offered in that mode (spec §4: LOTT, ZY, ELOTT, SEA).
  app.get<{ Querystring: { prizeMode?: PrizeMode } }>(
    PATHS.lotteryMenu,
    { schema: { tags, querystring: lotteryMenuQuery, response: { 200: lotteryMenuReply } } },
    async (request) => {
      const { prizeMode } = request.query;
      const games = await lotteryGames(db, requestMerchant(request).code);
      const offered = prizeMode ? games.filter((g) => g.prizeModes.includes(prizeMode)) : games;
      const at = now();
      return ok(offered.map((game) => menuEntry(game, at, prizeMode)));
    },
  );

  app.get(
    PATHS.lotteryRecent,
    { schema: { tags, querystring: gameCodeQuery, response: { 200: lotteryDrawsReply } } },
    async (request: GameCodeRequest) => ok(recentDraws(await gameOf(request), now(), RECENT_DRAWS)),
  );

  // The Vietnamese and the other lotteries have their own paths (spec §7); both open any game.
  for (const path of [PATHS.lotteryOpenedVn, PATHS.lotteryOpened])
    app.get(
      path,
      { schema: { tags, querystring: gameCodeQuery, response: { 200: lotteryDrawReply } } },
      async (request: GameCodeRequest) => {
        const game = await gameOf(request);
        return ok(drawAt(game, latestDrawIndex(game, now())));
      },
    );
};
