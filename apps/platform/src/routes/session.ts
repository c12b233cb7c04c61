import { randomBytes } from 'node:crypto';
import { MEMBER_TYPES, PATHS, type FreePlayRequest, type LoginRequest } from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import { accountFlags, accountSettings } from '../accounts/account-settings';
import { issueCaptcha } from '../accounts/captcha';
import type { AccountDeps } from '../accounts/context';
import { login, signIn } from '../accounts/login';
import { createMember } from '../accounts/members';
import { hashPassword } from '../accounts/passwords';
import { limitPerWindow } from '../accounts/rate-limits';
import { revokeSession } from '../accounts/sessions';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { requestSession, requireSession } from '../plugins/member-session';
import { sealedBody } from '../plugins/sealed-body';
import { captchaReply, emptyReply, freePlayBody, loginBody, loginReply } from './account-schemas';

const tags = ['session'];

/** Login, free play, logout and captcha (spec §7 "Session and member"). */
export const sessionRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  const perIp = (request: { ip: string }, merchant: string) =>
    limitPerWindow(
      deps.db,
      `login-ip:${merchant}:${request.ip}`,
      deps.limits.loginPerMinute,
      60,
      deps.now(),
    );

  app.post<{ Body: LoginRequest }>(
    PATHS.login,
    {
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: loginBody, response: { 200: loginReply } },
    },
    async (request) => {
      const merchant = requestMerchant(request);
      await perIp(request, merchant.code);
      return ok(await login(deps, merchant, request.body, request.ip));
    },
  );

  app.post<{ Body: FreePlayRequest }>(
    PATHS.freePlay,
    {
      preValidation: sealedBody(deps, 'optional'),
      schema: { tags, body: freePlayBody, response: { 200: loginReply } },
    },
    async (request) => {
      const merchant = requestMerchant(request);
      if (!(await accountFlags(deps.db, merchant.code)).FREEPLAY)
        throw new ApiError(
          403,
          'FEATURE_DISABLED',
          'Free play is not enabled, contact customer service',
        );
      await perIp(request, merchant.code);
      const settings = await accountSettings(deps.db, merchant.code);
      // Nobody signs in to a trial account with a password: a random one only fills the column.
      const member = await createMember(
        deps.db,
        {
          merchant_code: merchant.code,
          account: `trial_${randomBytes(6).toString('hex')}`,
          nickname: null,
          type: MEMBER_TYPES.trial,
          password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        },
        merchant.currency,
        { amount: Number(settings.trial_balance), kind: 'TRIAL_CREDIT' },
      );
      return ok(await signIn(deps, member, settings, null));
    },
  );

  app.delete(
    PATHS.logout,
    { preHandler: requireSession(deps), schema: { tags, response: { 200: emptyReply } } },
    async (request) => {
      await revokeSession(deps.db, requestSession(request).sessionId, deps.now());
      return ok(null);
    },
  );

  app.get(PATHS.captcha, { schema: { tags, response: { 200: captchaReply } } }, async (request) => {
    const merchant = requestMerchant(request).code;
    const key = `captcha-ip:${merchant}:${request.ip}`;
    await limitPerWindow(deps.db, key, deps.limits.captchaPerMinute, 60, deps.now());
    return ok(await issueCaptcha(deps.db, merchant, deps.now()));
  });
};
