import {
  PERMISSIONS,
  STAFF_PENDING_COOKIE,
  STAFF_PENDING_MINUTES,
  STAFF_SESSION_CALLS,
  STAFF_SESSION_COOKIE,
  type Permission,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import type { OpsCaller } from '../access/caller';
import { cookieOf, setOpsCookie } from './cookies';
import { changePassword, endSession, listSessions } from './sessions';
import { selfOf, startSession } from './signed-in';
import { codeStep, passwordStep } from './sign-in';

const tags = ['staff'];

/** The caller of a `self` call that needs a staff session (a token or key has none). */
export function sessionOf(request: FastifyRequest): OpsCaller & {
  staffId: number;
  session: NonNullable<OpsCaller['session']>;
} {
  const caller = request.opsCaller;
  if (!caller?.session || caller.staffId === null)
    throw new ApiError(403, 'FORBIDDEN', 'This needs a signed-in staff member');
  return caller as ReturnType<typeof sessionOf>;
}

/** A staff member's two-step sign-in, own sessions and password, and the permission catalogue. */
export async function staffSessionRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    STAFF_SESSION_CALLS.signIn,
    async (request, reply) => {
      const { token, step } = await passwordStep(db, request.body, request.ip, now());
      setOpsCookie(reply, STAFF_PENDING_COOKIE, token, STAFF_PENDING_MINUTES * 60);
      return ok(step);
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.code,
    async (request, reply) => {
      const at = now();
      const pending = cookieOf(request, STAFF_PENDING_COOKIE);
      const { member, recoveryCodes } = await codeStep(db, pending, request.body, request.ip, at);
      const self = await startSession(db, request, reply, member, at);
      return ok({ self, recoveryCodes });
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.self,
    async (request) => {
      const caller = sessionOf(request);
      return ok(await selfOf(db, caller.staffId, caller.session));
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.signOut,
    async (request, reply) => {
      const caller = sessionOf(request);
      noteAuditBefore(request, await endSession(db, caller.staffId, caller.session.id, now()));
      setOpsCookie(reply, STAFF_SESSION_COOKIE, '', 0);
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.sessions,
    async (request) => {
      const caller = sessionOf(request);
      return ok({ items: await listSessions(db, caller.staffId, caller.session.id, now()) });
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.endSession,
    async (request, reply) => {
      const caller = sessionOf(request);
      noteAuditBefore(request, await endSession(db, caller.staffId, request.params.id, now()));
      if (request.params.id === caller.session.id) setOpsCookie(reply, STAFF_SESSION_COOKIE, '', 0);
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.changePassword,
    async (request) => {
      const caller = sessionOf(request);
      // The old password is a secret (the trail shows it redacted); the other sessions it ends.
      const open = await listSessions(db, caller.staffId, caller.session.id, now());
      noteAuditBefore(request, { password: 'set', openSessions: open.length });
      await changePassword(db, caller.staffId, caller.session.id, request.body, now());
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.permissions,
    async () =>
      ok({
        items: (Object.entries(PERMISSIONS) as [Permission, string][]).map(
          ([name, description]) => ({ name, description }),
        ),
      }),
    { tags },
  );
}
