import {
  AffiliateCheck,
  AffiliateQuery,
  LoginResult,
  PATHS,
  RegisterRequest,
  SYSTEM_CALLS,
  envelope,
} from '@tessera/contract';
import type { AccountDeps } from '../context';
import { limitPerWindow } from '../limits/rate-limits';
import { affiliateIsValid, registerSettings } from './register-form';
import { register } from './registration';
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

  app.get(
    PATHS.affiliate,
    { schema: { tags, querystring: AffiliateQuery, response: { 200: envelope(AffiliateCheck) } } },
    async (request) =>
      ok({
        valid: await affiliateIsValid(deps, requestMerchant(request).code, request.query.code),
      }),
  );

  for (const [path, kind] of [
    [PATHS.register, 'username'],
    [PATHS.registerMobile, 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        preValidation: sealedBody(deps, 'required'),
        schema: { tags, body: RegisterRequest, response: { 200: envelope(LoginResult) } },
      },
      async (request) => {
        const merchant = requestMerchant(request);
        await limitPerWindow(
          deps.db,
          `register-ip:${merchant.code}:${request.ip}`,
          deps.limits.registerPerMinute,
          60,
          deps.now(),
        );
        const userAgent = request.headers['user-agent'] ?? null;
        return ok(await register(deps, merchant, request.body, kind, request.ip, userAgent));
      },
    );
  }
};
