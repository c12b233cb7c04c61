import { STAFF_SESSION_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { noteAuditBefore } from '../../audit';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { sessionOf } from '../session/session-routes';
import { startSession } from '../session/signed-in';
import {
  addPasskey,
  listPasskeys,
  passkeySignIn,
  registrationOptions,
  removePasskey,
  signInOptions,
} from './passkeys';
import { relyingPartyOf } from './relying-party';

const tags = ['staff'];

/** A member's own passkeys (list, add, remove) and the sign-in with one. */
export async function staffPasskeyRoutes(
  app: TypedApp,
  { db, now, staffOrigins }: { db: Db; now: () => Date; staffOrigins: readonly string[] },
): Promise<void> {
  routeFor(
    app,
    STAFF_SESSION_CALLS.passkeys,
    async (request) => ok({ items: await listPasskeys(db, sessionOf(request).staffId) }),
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.passkeyOptions,
    async (request) => {
      const { staffId } = sessionOf(request);
      const rp = relyingPartyOf(request, staffOrigins);
      return ok(await registrationOptions(db, rp, staffId, now()));
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.addPasskey,
    async (request, reply) => {
      const { staffId } = sessionOf(request);
      const rp = relyingPartyOf(request, staffOrigins);
      return reply.code(201).send(ok(await addPasskey(db, rp, staffId, request.body, now())));
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.removePasskey,
    async (request) => {
      const { staffId } = sessionOf(request);
      const passkeys = await listPasskeys(db, staffId);
      noteAuditBefore(
        request,
        passkeys.find((passkey) => passkey.id === request.params.id) ?? null,
      );
      await removePasskey(db, staffId, request.params.id);
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.passkeySignInOptions,
    async (request) => ok(await signInOptions(db, relyingPartyOf(request, staffOrigins), now())),
    { tags },
  );

  routeFor(
    app,
    STAFF_SESSION_CALLS.passkeySignIn,
    async (request, reply) => {
      const at = now();
      const rp = relyingPartyOf(request, staffOrigins);
      const member = await passkeySignIn(db, rp, request.body.credential, request.ip, at);
      const self = await startSession(db, request, reply, member, at);
      return ok({ self, recoveryCodes: null });
    },
    { tags },
  );
}
