import { GAME_CALLS, type GameType, type MemberGamesParams } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { findLiveModel } from './live-models';
import {
  addFavourite,
  favouriteIds,
  findGameByNode,
  memberGamePage,
  removeFavourite,
} from './member-games-repository';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import { requestSession } from '../accounts';
import type { GameDeps } from './game-deps';

const tags = ['games'];

/** The live-host chat page the sandbox vendor serves, in the member's language. */
export function liveChatUrl(modelId: string, name: string, lang: string): string {
  return `/sandbox/chat?${new URLSearchParams({ model: modelId, name, lang })}`;
}

/**
 * Token calls about the member's games (inside the games module's `memberOnly` context):
 * favourites, recent games, live-host chat.
 */
export async function memberGameRoutes(app: TypedApp, deps: GameDeps): Promise<void> {
  const { db, now } = deps;

  const scope = (request: FastifyRequest, gameType: GameType | undefined) => ({
    memberId: requestSession(request).member.id,
    merchantCode: requestMerchant(request).code,
    ...(gameType ? { gameType } : {}),
  });

  routeFor(
    app,
    GAME_CALLS.favouriteIds,
    async (request) => ok({ nodeIds: await favouriteIds(db, requestSession(request).member.id) }),
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.favourites,
    async (request) => {
      const { gameType, pageNo = 1, pageSize } = request.query as MemberGamesParams;
      const paging = { pageNo, pageSize };
      return ok(await memberGamePage(db, 'favourite_game', scope(request, gameType), paging));
    },
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.addFavourite,
    async (request) => {
      const { nodeId, vendor, gameType } = request.body;
      const game = await findGameByNode(db, requestMerchant(request).code, nodeId);
      if (!game) throw new ApiError(404, 'NOT_FOUND', `No game ${nodeId}`);
      // The site sends the card's vendor and type; a mismatch means a stale or forged card.
      if (game.vassalage !== vendor.toUpperCase() || game.game_type !== gameType)
        throw new ApiError(400, 'BAD_REQUEST', `Game ${nodeId} is not ${vendor} ${gameType}`);
      await addFavourite(db, requestSession(request).member.id, nodeId, now());
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.removeFavourite,
    async (request) => {
      await removeFavourite(db, requestSession(request).member.id, request.query.nodeId);
      return ok(null);
    },
    { tags },
  );

  // Spec §7 names the page parameter `page` here; `pageNo` is accepted too.
  routeFor(
    app,
    GAME_CALLS.recent,
    async (request) => {
      const { gameType, page, pageNo, pageSize } = request.query as MemberGamesParams;
      const paging = { pageNo: page ?? pageNo ?? 1, pageSize };
      return ok(await memberGamePage(db, 'recent_game', scope(request, gameType), paging));
    },
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.liveChat,
    async (request) => {
      const { modelId } = request.query;
      const merchant = requestMerchant(request);
      const model = await findLiveModel(db, merchant.code, modelId);
      if (!model) throw new ApiError(404, 'NOT_FOUND', `No live host ${modelId}`);
      const lang = requestSession(request).member.language ?? merchant.default_language;
      return ok({ chatUrl: liveChatUrl(model.modelId, model.name, lang) });
    },
    { tags },
  );
}
