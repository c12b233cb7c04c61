import { MEMBER_TYPES, SECURITY_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestMerchant } from '../../merchants';
import { accountSettings } from '../account-settings';
import type { AccountDeps } from '../context';
import { loginHistory } from '../session/login-history';
import { requestSession } from '../session/member-only';
import { bindContact, sendContactCode } from './profile-contact';
import { securityProfile, updateProfile } from './profile-fields';
import { sealedBody } from '../payload/sealed-body';
import { sendPasswordCode, setFirstPassword } from './first-password';
import { activeSessions, endOtherSessions, endSession } from './security-sessions';
import { disableTotp, enableTotp, setUpTotp } from './totp-auth';

const tags = ['security'];

/** The signed-in member, refused (403 TRIAL_ACCOUNT) when a trial account tries to change things. */
function realMember(request: FastifyRequest) {
  const session = requestSession(request);
  if (session.member.type === MEMBER_TYPES.trial)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts have no security settings');
  return session;
}

/**
 * The security centre's token calls (issue 13 B), registered inside the accounts module's
 * `memberOnly` context: sessions, login history, profile, contact binding, two-factor sign-in,
 * and the first password of an account made without one.
 * Every call acts on the caller's own account only; a session id of anyone else is 404.
 */
export async function securityRoutes(app: TypedApp, deps: AccountDeps): Promise<void> {
  const { db } = deps;
  const where = (request: FastifyRequest) => ({
    merchantCode: requestMerchant(request).code,
    ip: request.ip,
  });

  routeFor(
    app,
    SECURITY_CALLS.sessions,
    async (request) => {
      const { member, sessionId } = requestSession(request);
      const settings = await accountSettings(db, member.merchant_code);
      const items = await activeSessions(
        db,
        member.id,
        sessionId,
        settings.idle_minutes,
        deps.now(),
      );
      return ok({ items });
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.endSession,
    async (request) => {
      const { member } = requestSession(request);
      await endSession(db, member.id, request.params.id, deps.now());
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.signOutOthers,
    async (request) => {
      const { member, sessionId } = requestSession(request);
      return ok({ ended: await endOtherSessions(db, member.id, sessionId, deps.now()) });
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.loginHistory,
    async (request) => {
      const { cursor, limit = 20 } = request.query;
      const { member } = requestSession(request);
      return ok(await loginHistory(db, member.id, deps.now(), { cursor, limit }));
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.profile,
    async (request) => ok(await securityProfile(deps, requestSession(request).member.id)),
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.updateProfile,
    async (request) => {
      const { member } = realMember(request);
      const settings = await accountSettings(db, member.merchant_code);
      await updateProfile(db, member, request.body, settings.minimum_age, deps.now());
      return ok(await securityProfile(deps, member.id));
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.contactCode,
    async (request) => {
      const { member } = realMember(request);
      return ok({ expiredMinutes: await sendContactCode(deps, member, request.body, request.ip) });
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.bindContact,
    async (request) => {
      const { member } = realMember(request);
      await bindContact(deps, member, request.body, request.ip);
      return ok(await securityProfile(deps, member.id));
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.passwordCode,
    async (request) => {
      const { member } = realMember(request);
      return ok({ expiredMinutes: await sendPasswordCode(deps, member) });
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.setPassword,
    async (request) => {
      const session = realMember(request);
      await setFirstPassword(deps, session, request.body, request.ip);
      return ok(await securityProfile(deps, session.member.id));
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );

  routeFor(
    app,
    SECURITY_CALLS.setUpTotp,
    async (request) => {
      const { member } = realMember(request);
      const issuer = requestMerchant(request).display_name;
      return ok(await setUpTotp(db, member, issuer, deps.now()));
    },
    { tags },
  );

  routeFor(
    app,
    SECURITY_CALLS.enableTotp,
    async (request) => {
      const { member } = realMember(request);
      return ok(await enableTotp(db, member, where(request), request.body.code, deps.now()));
    },
    { tags },
  );

  // The login password travels sealed, as in a password change.
  routeFor(
    app,
    SECURITY_CALLS.disableTotp,
    async (request) => {
      const { member } = realMember(request);
      await disableTotp(db, member, where(request), request.body, deps.now());
      return ok(null);
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );
}
