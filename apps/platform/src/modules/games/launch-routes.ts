import { LaunchGameRequest, LaunchRequest, LaunchResult, PATHS, envelope } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { GameDeps } from './game-deps';
import { recordRecentGame } from './member-games-repository';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import { requestSession } from '../accounts';
import { gameByCode, sandboxKind, vendorFirstGame, type LaunchableGame } from './launchable-games';
import { openLaunch } from '../wallet';

const tags = ['games'];
const security = [{ bearer: [] }];

/**
 * Launching (token calls, inside the games module's `memberOnly` context): a game by code, or a
 * vendor's first available game. Every game plays in the built-in sandbox vendor, whose page the
 * site opens in its game popup. Trial accounts may launch: they play with their demo money.
 */
export async function launchRoutes(app: TypedApp, deps: GameDeps): Promise<void> {
  const { db, now } = deps;

  async function launch(
    request: FastifyRequest,
    body: LaunchRequest,
    game: LaunchableGame,
  ): Promise<LaunchResult> {
    const merchant = requestMerchant(request);
    const { member, sessionId } = requestSession(request);
    const at = now();
    const language = (body.language ?? member.language ?? merchant.default_language).toLowerCase();
    // The game session's country: where the caller is (the configured country header), else
    // the country of the merchant's national currency (BDT → BD, PHP → PH).
    const country = request.access?.location.country ?? merchant.currency.slice(0, 2);
    const token = await openLaunch(
      db,
      {
        memberId: Number(member.id),
        sessionId,
        nodeId: game.nodeId,
        language,
        currency: merchant.currency.trim(),
        country: country.toUpperCase(),
      },
      at,
    );
    await recordRecentGame(db, member.id, game.nodeId, at);
    const query = new URLSearchParams({ launch: token, lang: language });
    return { url: `/sandbox/play/${sandboxKind(game.gameClassify, game.gameType)}?${query}` };
  }

  app.post(
    PATHS.launchGame,
    {
      schema: {
        tags,
        security,
        body: LaunchGameRequest,
        response: { 200: envelope(LaunchResult) },
      },
    },
    async (request) => {
      const { gameCode, vassalage } = request.body;
      const game = await gameByCode(db, requestMerchant(request).code, gameCode, vassalage);
      return ok(await launch(request, request.body, game));
    },
  );

  app.post(
    PATHS.launchVendor,
    { schema: { tags, security, body: LaunchRequest, response: { 200: envelope(LaunchResult) } } },
    async (request) => {
      const { vassalage, gameType } = request.body;
      const game = await vendorFirstGame(db, requestMerchant(request).code, vassalage, gameType);
      return ok(await launch(request, request.body, game));
    },
  );
}
