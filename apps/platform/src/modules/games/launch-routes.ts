import { GAME_CALLS, type LaunchRequest, type LaunchResult } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { GameDeps } from './game-deps';
import { recordRecentGame } from './member-games-repository';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import { requestSession } from '../accounts';
import { gameByCode, sandboxKind, vendorFirstGame, type LaunchableGame } from './launchable-games';
import { fundGameWallet, openLaunch } from '../wallet';
import { launchThroughAggregator } from '../aggregator';

const tags = ['games'];

/**
 * Launching (token calls, inside the games module's `memberOnly` context): a game by code, or a
 * vendor's first available game. Each launch opens a game session (the PAM session), then
 * plays in the built-in sandbox vendor, or, where the merchant routes the vendor to its
 * aggregator, wherever the aggregator's game-launch call says. The site opens the URL in its
 * game popup. On a multi-wallet merchant the launch first does the automatic transfer
 * (`fundGameWallet`) unless the player turned it off. Trial accounts may launch: they play with their demo money.
 */
export async function launchRoutes(app: TypedApp, deps: GameDeps): Promise<void> {
  const { db, now, aggregatorTimeoutMs } = deps;

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
    const country = (
      request.access?.location.country ?? merchant.currency.slice(0, 2)
    ).toUpperCase();
    const currency = merchant.currency.trim();
    const memberId = Number(member.id);
    const binding = { memberId, sessionId, nodeId: game.nodeId, language, currency, country };
    // Multi-wallet: the game's rounds book on its vendor's wallet, so the automatic transfer
    // fills it (and empties the others) before the vendor can ask for the balance.
    const autoTransfer = !merchant.single_wallet && body.autoTransfer !== false;
    if (autoTransfer) await fundGameWallet(db, memberId, game.vendor);
    const token = await openLaunch(db, binding, at);
    const { route } = game;
    let url: string;
    if (route.kind === 'aggregator') {
      const gameLaunch = {
        merchantCode: merchant.code,
        provider: route.provider,
        token,
        body: {
          casino: merchant.code,
          country,
          currency,
          providerGameId: game.gameCode,
          language,
          playerId: String(memberId),
          sessionIp: request.ip,
          ...(route.launchConfig ? { launchConfig: route.launchConfig } : {}),
        },
      };
      const options = {
        timeoutMs: aggregatorTimeoutMs,
        log: request.log,
        correlationId: request.id,
      };
      url = await launchThroughAggregator(db, gameLaunch, options);
    } else {
      const query = new URLSearchParams({ launch: token, lang: language });
      url = `/sandbox/play/${sandboxKind(game.gameClassify, game.gameType)}?${query}`;
    }
    // Recent only once it opened: a game the aggregator could not open was not played.
    await recordRecentGame(db, member.id, game.nodeId, at);
    return autoTransfer ? { url, gameWallet: game.vendor } : { url };
  }

  routeFor(
    app,
    GAME_CALLS.launch,
    async (request) => {
      const { gameCode, vassalage } = request.body;
      const game = await gameByCode(db, requestMerchant(request).code, gameCode, vassalage);
      return ok(await launch(request, request.body, game));
    },
    { tags },
  );

  routeFor(
    app,
    GAME_CALLS.launchVendor,
    async (request) => {
      const { vassalage, gameType } = request.body;
      const game = await vendorFirstGame(db, requestMerchant(request).code, vassalage, gameType);
      return ok(await launch(request, request.body, game));
    },
    { tags },
  );
}
