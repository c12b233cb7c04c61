import { AFFILIATE_CALLS, MEMBER_CALLS, SYSTEM_CALLS } from '@tessera/contract';
import type { AccountDeps } from '../context';
import { limitPerWindow } from '../limits/rate-limits';
import { affiliateIsValid, registerSettings } from './register-form';
import { register } from './registration';
import { signInClientOf } from '../session/login-history';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedPlugin } from '../../../core/http/typed-app';
import { requestMerchant } from '../../merchants';
import { sealedBody } from '../payload/sealed-body';

const tags = ['registration'];

/** Registration form, both registration calls and the affiliate check. */
export const registerRoutes: TypedPlugin<AccountDeps> = async (app, deps) => {
  routeFor(
    app,
    SYSTEM_CALLS.registerSettings,
    async (request) => ok(await registerSettings(deps, requestMerchant(request).code)),
    { tags },
  );

  routeFor(
    app,
    AFFILIATE_CALLS.affiliate,
    async (request) =>
      ok({
        valid: await affiliateIsValid(deps, requestMerchant(request).code, request.query.code),
      }),
    { tags },
  );

  for (const [bound, kind] of [
    [MEMBER_CALLS.register, 'username'],
    [MEMBER_CALLS.registerMobile, 'mobile'],
  ] as const) {
    routeFor(
      app,
      bound,
      async (request) => {
        const merchant = requestMerchant(request);
        await limitPerWindow(
          deps.db,
          `register-ip:${merchant.code}:${request.ip}`,
          deps.limits.registerPerMinute,
          60,
          deps.now(),
        );
        const client = signInClientOf(request);
        return ok(await register(deps, merchant, request.body, kind, client));
      },
      { tags, preValidation: sealedBody(deps, 'required') },
    );
  }
};
