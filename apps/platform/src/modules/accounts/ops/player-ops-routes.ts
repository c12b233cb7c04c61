import type { FastifyRequest } from 'fastify';
import { PLAYER_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import type { MessageSender } from '../verification/outbox';
import {
  blockPlayer,
  endPlayerSessions,
  playerSessions,
  playerSignIns,
  sendPlayerPasswordReset,
  unblockPlayer,
} from './player-desk';
import { searchPlayers } from './player-search';

const tags = ['operator', 'players'];

/**
 * The player desk's calls on what the accounts module owns (issue 29): search, sessions,
 * sign-in history, block and unblock, password reset.
 */
export async function playerAccountOpsRoutes(
  app: TypedApp,
  deps: { db: Db; now: () => Date; sender: MessageSender },
): Promise<void> {
  const { db, now } = deps;
  const noteTo = (request: FastifyRequest) => (before: unknown) => noteAuditBefore(request, before);
  routeFor(
    app,
    PLAYER_OPS_CALLS.search,
    async (request) => ok(await searchPlayers(db, request.query)),
    {
      tags,
    },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.sessions,
    async (request) => ok(await playerSessions(db, Number(request.params.id), now())),
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.endSessions,
    async (request) =>
      ok(await endPlayerSessions(db, Number(request.params.id), null, now(), noteTo(request))),
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.endSession,
    async (request) =>
      ok(
        await endPlayerSessions(
          db,
          Number(request.params.id),
          Number(request.params.sessionId),
          now(),
          noteTo(request),
        ),
      ),
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.signIns,
    async (request) => ok(await playerSignIns(db, Number(request.params.id), request.query)),
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.block,
    async (request) =>
      ok(
        await blockPlayer(
          db,
          Number(request.params.id),
          request.body.reason,
          now(),
          noteTo(request),
        ),
      ),
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.unblock,
    async (request) => ok(await unblockPlayer(db, Number(request.params.id), noteTo(request))),
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.passwordReset,
    async (request) => ok(await sendPlayerPasswordReset(deps, Number(request.params.id))),
    { tags },
  );
}
