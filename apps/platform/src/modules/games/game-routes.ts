import { GAME_CALLS, type GameListParams } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { GameDeps } from './game-deps';
import { hotGames, listGames } from './game-list-repository';
import { loadGameMenus } from './game-menu-repository';
import { loadLiveModels } from './live-models';
import { loadPokerRooms } from './poker-rooms';
import { loadVendorLanes } from './vendor-lanes-repository';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
const tags = ['games'];

/**
 * Spec §7 "Games": menus, the game list with its name search, vendor lanes, hot games, poker
 * rooms and live hosts; the member's favourites and recent games sit in `member-game-routes.ts`.
 * Every list leaves out vendors the merchant switched off.
 */
export const gameRoutes: TypedPlugin<GameDeps> = async (app, deps) => {
  const { db } = deps;
  const merchantOf = (request: FastifyRequest) => requestMerchant(request).code;

  routeFor(
    app,
    GAME_CALLS.menus,
    async (request) => ok(await loadGameMenus(db, merchantOf(request))),
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.list,
    async (request) => {
      // `language` is accepted: names are the vendors' own, the same in every language.
      // Validation applied the schema's defaults, so pageNo and pageSize are present.
      const { gameType, vassalage, gameClassify, name, filter, pageNo, pageSize } =
        request.query as GameListParams;
      const filters = {
        gameType,
        vassalage: vassalage?.toUpperCase(),
        gameClassify: gameClassify?.toUpperCase(),
        name,
        filter,
      };
      return ok(await listGames(db, merchantOf(request), filters, { pageNo, pageSize }));
    },
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.vendorLanes,
    async (request) => ok({ data: { lanes: await loadVendorLanes(db, merchantOf(request)) } }),
    { tags },
  );

  // `refresh` is accepted: nothing is cached here, every call reads the database.
  routeFor(
    app,
    GAME_CALLS.hot,
    async (request) => ok({ list: await hotGames(db, merchantOf(request)) }),
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.pokerRooms,
    async (request) => ok({ rooms: await loadPokerRooms(db, merchantOf(request)) }),
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.liveModels,
    async (request) => ok(await loadLiveModels(db, merchantOf(request))),
    { tags },
  );
};
