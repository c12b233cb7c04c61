import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { crashGame, type CrashBet } from '../sandbox/crash-game';
import { launchOf } from '../sandbox/launch-auth';
import { sandboxKind, type SandboxKind } from '../sandbox/launchable-games';
import { spinSlot } from '../sandbox/slot-game';
import { walletService } from '../wallet/wallet-service';
import {
  crashBetBody,
  crashBetReply,
  crashRoundReply,
  jsonNumbers,
  spinBody,
  spinReply,
} from './sandbox-schemas';

const tags = ['sandbox games'];
const security = [{ bearer: [] }];

/**
 * What the sandbox pages call with their launch token. The server decides every outcome and
 * moves money through the wallet service in-process, as a vendor's server would over HTTP.
 */
export const sandboxPlayRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const wallet = walletService(db, now);
  const crash = crashGame(db, wallet, now);
  async function launchFor(request: FastifyRequest, kind: SandboxKind) {
    const launch = await launchOf(db, request, now());
    if (sandboxKind(launch.gameClassify) !== kind)
      throw new ApiError(404, 'NOT_FOUND', `The launched game is not a ${kind} game`);
    return launch;
  }

  app.post<{ Body: { stake: number } }>(
    '/sandbox/play/slot/spin',
    {
      preValidation: jsonNumbers('stake'),
      schema: { tags, security, body: spinBody, response: { 200: spinReply } },
    },
    async (request) =>
      ok(await spinSlot(db, wallet, await launchFor(request, 'slot'), request.body.stake)),
  );

  app.post(
    '/sandbox/play/crash/round',
    { schema: { tags, security, response: { 200: crashRoundReply } } },
    async (request) => ok(await crash.commit(await launchFor(request, 'crash'))),
  );

  app.post<{ Body: CrashBet }>(
    '/sandbox/play/crash/bet',
    {
      preValidation: jsonNumbers('stake', 'cashout'),
      schema: { tags, security, body: crashBetBody, response: { 200: crashBetReply } },
    },
    async (request) => ok(await crash.play(await launchFor(request, 'crash'), request.body)),
  );
};
