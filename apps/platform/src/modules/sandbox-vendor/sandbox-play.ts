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
import { launchOf, launchToken } from './launch-auth';
import type { SandboxKind } from '../games';
import { launchKind } from './launch-kind';
import type { SandboxPamClient } from './pam-client';
import { spinSlot } from './slot-game';

const tags = ['sandbox games'];
const security = [{ bearer: [] }];

/** What the play calls need: the database, the clock and the vendor's PAM client. */
export interface SandboxPlayDeps {
  db: Db;
  now: () => Date;
  pam: SandboxPamClient;
}

/**
 * What the sandbox pages call with their launch token. The server decides every outcome and
 * moves money through the PAM API (`pam`), as a provider behind an aggregator does; the launch
 * token is the player's PAM game session.
 */
export const sandboxPlayRoutes: TypedPlugin<SandboxPlayDeps> = async (app, { db, now, pam }) => {
  const crash = crashGame(db, now);
  /** The launch of this game kind behind the request, and its PAM bookings. */
  async function launchFor(request: FastifyRequest, kind: SandboxKind) {
    const launch = await launchOf(db, request, now());
    if (launchKind(launch) !== kind)
      throw new ApiError(404, 'NOT_FOUND', `The launched game is not a ${kind} game`);
    return { launch, player: await pam.player(launchToken(request), launch) };
  }

  app.post(
    '/sandbox/play/slot/spin',
    {
      schema: { tags, security, body: SpinRequest, response: { 200: envelope(SpinResult) } },
    },
    async (request) => {
      const { player } = await launchFor(request, 'slot');
      return ok(await spinSlot(db, player, request.body.stake));
    },
  );

  app.post(
    '/sandbox/play/crash/round',
    { schema: { tags, security, response: { 200: envelope(CrashRound) } } },
    async (request) => {
      const { launch, player } = await launchFor(request, 'crash');
      return ok(await crash.commit(launch, player));
    },
  );

  app.post(
    '/sandbox/play/crash/bet',
    {
      schema: {
        tags,
        security,
        body: CrashBetRequest,
        response: { 200: envelope(CrashBetResult) },
      },
    },
    async (request) => {
      const { launch, player } = await launchFor(request, 'crash');
      return ok(await crash.play(launch, player, request.body));
    },
  );
};
