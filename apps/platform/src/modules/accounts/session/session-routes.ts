import { randomBytes } from 'node:crypto';
import { MEMBER_TYPES, SESSION_CALLS } from '@tessera/contract';
import { accountFlags, accountSettings } from '../account-settings';
import { issueCaptcha } from '../captcha/captcha';
import type { AccountDeps } from '../context';
import { login, signIn } from './login';
import { signInClientOf } from './login-history';
import { createMember } from '../member/members';
import { hashPassword } from '../password/passwords';
import { limitPerWindow } from '../limits/rate-limits';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedPlugin } from '../../../core/http/typed-app';
import { requestMerchant } from '../../merchants';
import { sealedBody } from '../payload/sealed-body';
import { sendUnlockCode } from './unlock';

const tags = ['session'];

/**
 * Login, the unlock code of a locked login, free play and captcha (spec §7 "Session and
 * member"); logout sits with the token calls in `member-routes.ts`.
 */
export const sessionRoutes: TypedPlugin<AccountDeps> = async (app, deps) => {
  const perIp = (request: { ip: string }, merchant: string) =>
    limitPerWindow(
      deps.db,
      `login-ip:${merchant}:${request.ip}`,
      deps.limits.loginPerMinute,
      60,
      deps.now(),
    );

  routeFor(
    app,
    SESSION_CALLS.login,
    async (request) => {
      const merchant = requestMerchant(request);
      await perIp(request, merchant.code);
      return ok(await login(deps, merchant, request.body, signInClientOf(request)));
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );

  routeFor(
    app,
    SESSION_CALLS.unlockCode,
    async (request) =>
      ok(await sendUnlockCode(deps, requestMerchant(request), request.body, request.ip)),
    { tags },
  );

  routeFor(
    app,
    SESSION_CALLS.freePlay,
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
      return ok(await signIn(deps, member, settings, null, signInClientOf(request)));
    },
    { tags, preValidation: sealedBody(deps, 'optional') },
  );

  routeFor(
    app,
    SESSION_CALLS.captcha,
    async (request) => {
      const merchant = requestMerchant(request).code;
      const key = `captcha-ip:${merchant}:${request.ip}`;
      await limitPerWindow(deps.db, key, deps.limits.captchaPerMinute, 60, deps.now());
      return ok(await issueCaptcha(deps.db, merchant, deps.captchaText(), deps.now()));
    },
    { tags },
  );
};
