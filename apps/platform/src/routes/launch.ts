import { PATHS, type LaunchRequest, type LaunchResult } from '@tessera/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AccountDeps } from '../accounts/context';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { requestSession, requireSession } from '../plugins/member-session';
import {
  gameByCode,
  sandboxKind,
  vendorFirstGame,
  type LaunchableGame,
} from '../sandbox/launchable-games';
import { openLaunch } from '../wallet/launch-sessions';
import { launchGameBody, launchReply, launchVendorBody } from './launch-schemas';

const tags = ['games'];
const security = [{ bearer: [] }];

/**
 * Launching (token calls): a game by code, or a vendor's first available game. Every game
 * plays in the built-in sandbox vendor, whose page the site opens in its game popup. Trial
 * accounts may launch: they play with their demo money.
 */
export const launchRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.addHook('preHandler', requireSession(deps));

  async function launch(request: FastifyRequest, game: LaunchableGame): Promise<LaunchResult> {
    const merchant = requestMerchant(request);
    const { member, sessionId } = requestSession(request);
    const at = now();
    const language = (
      (request.body as LaunchRequest).language ??
      member.language ??
      merchant.default_language
    ).toLowerCase();
    const token = await openLaunch(
      db,
      { memberId: Number(member.id), sessionId, nodeId: game.nodeId, language },
      at,
    );
    await db
      .insertInto('recent_game')
      .values({ member_id: member.id, node_id: game.nodeId, at })
      .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ at }))
      .execute();
    const query = new URLSearchParams({ launch: token, lang: language });
    return { url: `/sandbox/play/${sandboxKind(game.gameClassify)}?${query}` };
  }

  app.post<{ Body: LaunchRequest & { gameCode: string } }>(
    PATHS.launchGame,
    { schema: { tags, security, body: launchGameBody, response: { 200: launchReply } } },
    async (request) => {
      const { gameCode, vassalage } = request.body;
      const game = await gameByCode(db, requestMerchant(request).code, gameCode, vassalage);
      return ok(await launch(request, game));
    },
  );

  app.post<{ Body: LaunchRequest }>(
    PATHS.launchVendor,
    { schema: { tags, security, body: launchVendorBody, response: { 200: launchReply } } },
    async (request) => {
      const { vassalage, gameType } = request.body;
      const game = await vendorFirstGame(db, requestMerchant(request).code, vassalage, gameType);
      return ok(await launch(request, game));
    },
  );
};
