import { PATHS, type FavouriteAdd } from '@tessera/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { findLiveModel } from '../games/live-models';
import {
  addFavourite,
  favouriteIds,
  findGameByNode,
  memberGamePage,
  removeFavourite,
} from '../games/member-games-repository';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { requestSession, requireSession } from '../plugins/member-session';
import { emptyReply } from './account-schemas';
import type { GameDeps } from './games';
import {
  FAVOURITE_PAGE_SIZE,
  favouriteAddBody,
  favouriteIdsReply,
  GAME_PAGE_SIZE,
  gamePageReply,
  liveChatReply,
  memberListQuery,
  modelIdQuery,
  nodeIdQuery,
  type MemberListQuery,
} from './games-schemas';

const tags = ['games'];
const security = [{ bearer: [] }];

/** The live-host chat page the sandbox vendor serves, in the member's language. */
export function liveChatUrl(modelId: string, name: string, lang: string): string {
  return `/sandbox/chat?${new URLSearchParams({ model: modelId, name, lang })}`;
}

/** Token calls about the member's games: favourites, recent games, live-host chat. */
export const memberGameRoutes: FastifyPluginAsync<GameDeps> = async (app, deps) => {
  const { db, now } = deps;
  // Encapsulated: every route here needs a session. The account routes decorate their own
  // context; this one needs the same slot unless an ancestor already made it.
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  app.addHook('preHandler', requireSession(deps));

  const scope = (request: FastifyRequest, gameType: MemberListQuery['gameType']) => ({
    memberId: requestSession(request).member.id,
    merchantCode: requestMerchant(request).code,
    ...(gameType ? { gameType } : {}),
  });

  app.get(
    PATHS.favouriteIds,
    { schema: { tags, security, response: { 200: favouriteIdsReply } } },
    async (request) => ok({ nodeIds: await favouriteIds(db, requestSession(request).member.id) }),
  );

  app.get<{ Querystring: MemberListQuery }>(
    PATHS.favouriteList,
    {
      schema: {
        tags,
        security,
        querystring: memberListQuery(FAVOURITE_PAGE_SIZE),
        response: { 200: gamePageReply },
      },
    },
    async (request) => {
      const { gameType, pageNo = 1, pageSize } = request.query;
      const paging = { pageNo, pageSize };
      return ok(await memberGamePage(db, 'favourite_game', scope(request, gameType), paging));
    },
  );

  app.post<{ Body: FavouriteAdd }>(
    PATHS.favouriteAdd,
    { schema: { tags, security, body: favouriteAddBody, response: { 200: emptyReply } } },
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
  );

  app.delete<{ Querystring: { nodeId: number } }>(
    PATHS.favouriteRemove,
    { schema: { tags, security, querystring: nodeIdQuery, response: { 200: emptyReply } } },
    async (request) => {
      await removeFavourite(db, requestSession(request).member.id, request.query.nodeId);
      return ok(null);
    },
  );

  // Spec §7 names the page parameter `page` here; `pageNo` is accepted too.
  app.get<{ Querystring: MemberListQuery }>(
    PATHS.recentGames,
    {
      schema: {
        tags,
        security,
        querystring: memberListQuery(GAME_PAGE_SIZE),
        response: { 200: gamePageReply },
      },
    },
    async (request) => {
      const { gameType, page, pageNo, pageSize } = request.query;
      const paging = { pageNo: page ?? pageNo ?? 1, pageSize };
      return ok(await memberGamePage(db, 'recent_game', scope(request, gameType), paging));
    },
  );

  app.get<{ Querystring: { modelId: string } }>(
    PATHS.liveChat,
    { schema: { tags, security, querystring: modelIdQuery, response: { 200: liveChatReply } } },
    async (request) => {
      const { modelId } = request.query;
      const merchant = requestMerchant(request);
      const model = await findLiveModel(db, merchant.code, modelId);
      if (!model) throw new ApiError(404, 'NOT_FOUND', `No live host ${modelId}`);
      const lang = requestSession(request).member.language ?? merchant.default_language;
      return ok({ chatUrl: liveChatUrl(model.modelId, model.name, lang) });
    },
  );
};
