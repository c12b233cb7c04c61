import { PATHS, type Envelope, type GameMenu } from '@tessera/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { hotGames, listGames } from '../games/game-list-repository';
import { loadGameMenus } from '../games/game-menu-repository';
import { loadLiveModels } from '../games/live-models';
import { loadPokerRooms } from '../games/poker-rooms';
import { loadVendorLanes } from '../games/vendor-lanes-repository';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { memberGameRoutes } from './games-member';
import {
  catalogueQuery,
  gameListQuery,
  gamePageReply,
  hotGamesReply,
  liveModelsReply,
  pokerRoomsReply,
  vendorLanesReply,
  type GameListParams,
} from './games-schemas';
import { envelopeOf, nullableString, objectOf } from './schema-helpers';

const string = { type: 'string' } as const;
const gameMenusReply = envelopeOf({
  type: 'array',
  items: objectOf({
    gameType: string,
    vendors: {
      type: 'array',
      items: objectOf({ vassalage: string, displayName: string, logoUrl: nullableString }),
    },
  }),
});
const tags = ['games'];

/** What the game routes need: the database and the clock (favourites record when added). */
export interface GameDeps {
  db: Db;
  now: () => Date;
}

/**
 * Spec §7 "Games": menus, the game list with its name search, vendor lanes, hot games, poker
 * rooms and live hosts; the member's favourites and recent games sit in `games-member.ts`.
 * Every list leaves out vendors the merchant switched off.
 */
export const gameRoutes: FastifyPluginAsync<GameDeps> = async (app, deps) => {
  const { db } = deps;
  const merchantOf = (request: FastifyRequest) => requestMerchant(request).code;

  app.get(
    PATHS.gameMenus,
    { schema: { tags, response: { 200: gameMenusReply } } },
    async (request) => {
      const reply: Envelope<GameMenu[]> = ok(await loadGameMenus(db, merchantOf(request)));
      return reply;
    },
  );

  app.get<{ Querystring: GameListParams }>(
    PATHS.gameList,
    { schema: { tags, querystring: gameListQuery, response: { 200: gamePageReply } } },
    async (request) => {
      // `language` is accepted: names are the vendors' own, the same in every language.
      const { gameType, vassalage, gameClassify, name, filter, pageNo, pageSize } = request.query;
      const filters = {
        gameType,
        vassalage: vassalage?.toUpperCase(),
        gameClassify: gameClassify?.toUpperCase(),
        name,
        filter,
      };
      return ok(await listGames(db, merchantOf(request), filters, { pageNo, pageSize }));
    },
  );

  app.get(
    PATHS.vendorLanes,
    { schema: { tags, querystring: catalogueQuery, response: { 200: vendorLanesReply } } },
    async (request) => ok({ data: { lanes: await loadVendorLanes(db, merchantOf(request)) } }),
  );

  // `refresh` is accepted: nothing is cached here, every call reads the database.
  app.get(
    PATHS.hotGames,
    { schema: { tags, querystring: catalogueQuery, response: { 200: hotGamesReply } } },
    async (request) => ok({ list: await hotGames(db, merchantOf(request)) }),
  );

  app.get(
    PATHS.pokerRooms,
    { schema: { tags, response: { 200: pokerRoomsReply } } },
    async (request) => ok({ rooms: await loadPokerRooms(db, merchantOf(request)) }),
  );

  app.get(
    PATHS.liveModels,
    { schema: { tags, response: { 200: liveModelsReply } } },
    async (request) => ok(await loadLiveModels(db, merchantOf(request))),
  );

  await app.register(memberGameRoutes, deps);
};
