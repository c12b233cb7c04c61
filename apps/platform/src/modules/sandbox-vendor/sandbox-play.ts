import {
  CrashBetRequest,
  CrashBetResult,
  CrashRound,
  SpinRequest,
  SpinResult,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedPlugin } from '../../core/http/typed-app';
import { crashGame } from './crash-game';
import { launchOf } from './launch-auth';
import type { SandboxKind } from '../games';
import { launchKind } from './launch-kind';
import { spinSlot } from './slot-game';
import { walletService } from '../wallet';
import { jsonNumbers } from '../../core/http/json-numbers';

const tags = ['sandbox games'];
const security = [{ bearer: [] }];

/**
 * What the sandbox pages call with their launch token. The server decides every outcome and
 * moves money through the wallet service in-process, as a vendor's server would over HTTP.
 */
export const sandboxPlayRoutes: TypedPlugin<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const wallet = walletService(db, now);
  const crash = crashGame(db, wallet, now);
  async function launchFor(request: FastifyRequest, kind: SandboxKind) {
    const launch = await launchOf(db, request, now());
    if (launchKind(launch) !== kind)
      throw new ApiError(404, 'NOT_FOUND', `The launched game is not a ${kind} game`);
    return launch;
  }

  app.post(
    '/sandbox/play/slot/spin',
    {
      preValidation: jsonNumbers('stake'),
      schema: { tags, security, body: SpinRequest, response: { 200: envelope(SpinResult) } },
    },
    async (request) =>
      ok(await spinSlot(db, wallet, await launchFor(request, 'slot'), request.body.stake)),
  );

  app.post(
    '/sandbox/play/crash/round',
    { schema: { tags, security, response: { 200: envelope(CrashRound) } } },
    async (request) => ok(await crash.commit(await launchFor(request, 'crash'))),
  );

  app.post(
    '/sandbox/play/crash/bet',
    {
      preValidation: jsonNumbers('stake', 'cashout'),
      schema: {
        tags,
        security,
        body: CrashBetRequest,
        response: { 200: envelope(CrashBetResult) },
      },
    },
    async (request) => ok(await crash.play(await launchFor(request, 'crash'), request.body)),
  );
};
