import {
  ActiveSessionList,
  ContactBindRequest,
  ContactCodeRequest,
  LoginHistoryPage,
  LoginHistoryQuery,
  MEMBER_TYPES,
  ProfileUpdate,
  RecoveryCodes,
  SECURITY_PATHS,
  SecurityProfile,
  SessionIdParams,
  SetPasswordRequest,
  SignedOutOthers,
  SmsCodeSent,
  TotpDisableRequest,
  TotpEnableRequest,
  TotpSetup,
  emptyEnvelope,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import { accountSettings } from './account-settings';
import type { AccountDeps } from './context';
import { loginHistory } from './login-history';
import { requestSession } from './member-only';
import { bindContact, sendContactCode } from './profile-contact';
import { securityProfile, updateProfile } from './profile-fields';
import { sealedBody } from './sealed-body';
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

  app.get(
    SECURITY_PATHS.sessions,
    { schema: { tags, response: { 200: envelope(ActiveSessionList) } } },
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
  );

  app.delete(
    SECURITY_PATHS.session,
    { schema: { tags, params: SessionIdParams, response: { 200: emptyEnvelope() } } },
    async (request) => {
      const { member } = requestSession(request);
      await endSession(db, member.id, request.params.id, deps.now());
      return ok(null);
    },
  );

  app.post(
    SECURITY_PATHS.signOutOthers,
    { schema: { tags, response: { 200: envelope(SignedOutOthers) } } },
    async (request) => {
      const { member, sessionId } = requestSession(request);
      return ok({ ended: await endOtherSessions(db, member.id, sessionId, deps.now()) });
    },
  );

  app.get(
    SECURITY_PATHS.loginHistory,
    {
      schema: {
        tags,
        querystring: LoginHistoryQuery,
        response: { 200: envelope(LoginHistoryPage) },
      },
    },
    async (request) => {
      const { cursor, limit = 20 } = request.query;
      const { member } = requestSession(request);
      return ok(await loginHistory(db, member.id, deps.now(), { cursor, limit }));
    },
  );

  app.get(
    SECURITY_PATHS.profile,
    { schema: { tags, response: { 200: envelope(SecurityProfile) } } },
    async (request) => ok(await securityProfile(deps, requestSession(request).member.id)),
  );

  app.put(
    SECURITY_PATHS.profile,
    { schema: { tags, body: ProfileUpdate, response: { 200: envelope(SecurityProfile) } } },
    async (request) => {
      const { member } = realMember(request);
      const settings = await accountSettings(db, member.merchant_code);
      await updateProfile(db, member, request.body, settings.minimum_age, deps.now());
      return ok(await securityProfile(deps, member.id));
    },
  );

  app.post(
    SECURITY_PATHS.contactCode,
    { schema: { tags, body: ContactCodeRequest, response: { 200: envelope(SmsCodeSent) } } },
    async (request) => {
      const { member } = realMember(request);
      return ok({ expiredMinutes: await sendContactCode(deps, member, request.body, request.ip) });
    },
  );

  app.post(
    SECURITY_PATHS.contact,
    { schema: { tags, body: ContactBindRequest, response: { 200: envelope(SecurityProfile) } } },
    async (request) => {
      const { member } = realMember(request);
      await bindContact(deps, member, request.body, request.ip);
      return ok(await securityProfile(deps, member.id));
    },
  );

  app.post(
    SECURITY_PATHS.passwordCode,
    { schema: { tags, response: { 200: envelope(SmsCodeSent) } } },
    async (request) => {
      const { member } = realMember(request);
      return ok({ expiredMinutes: await sendPasswordCode(deps, member) });
    },
  );

  app.post(
    SECURITY_PATHS.password,
    {
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: SetPasswordRequest, response: { 200: envelope(SecurityProfile) } },
    },
    async (request) => {
      const session = realMember(request);
      await setFirstPassword(deps, session, request.body, request.ip);
      return ok(await securityProfile(deps, session.member.id));
    },
  );

  app.post(
    SECURITY_PATHS.totpSetup,
    { schema: { tags, response: { 200: envelope(TotpSetup) } } },
    async (request) => {
      const { member } = realMember(request);
      const issuer = requestMerchant(request).display_name;
      return ok(await setUpTotp(db, member, issuer, deps.now()));
    },
  );

  app.post(
    SECURITY_PATHS.totpEnable,
    { schema: { tags, body: TotpEnableRequest, response: { 200: envelope(RecoveryCodes) } } },
    async (request) => {
      const { member } = realMember(request);
      return ok(await enableTotp(db, member, where(request), request.body.code, deps.now()));
    },
  );

  app.post(
    SECURITY_PATHS.totpDisable,
    {
      // The login password travels sealed, as in a password change.
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: TotpDisableRequest, response: { 200: emptyEnvelope() } },
    },
    async (request) => {
      const { member } = realMember(request);
      await disableTotp(db, member, where(request), request.body, deps.now());
      return ok(null);
    },
  );
}
