import { PATHS, type RegisterRequest } from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountDeps } from '../accounts/context';
import { limitPerWindow } from '../accounts/rate-limits';
import { affiliateIsValid, registerSettings } from '../accounts/register-form';
import { register } from '../accounts/registration';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { sealedBody } from '../plugins/sealed-body';
import { loginReply } from './account-schemas';
import {
  registerBody,
  registerSettingsReply,
  affiliateQuery,
  affiliateReply,
} from './register-schemas';

const tags = ['registration'];

/** Registration form, both registration calls and the affiliate check. */
export const registerRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  app.get(
    PATHS.registerSettings,
    { schema: { tags, response: { 200: registerSettingsReply } } },
    async (request) => ok(await registerSettings(deps, requestMerchant(request).code)),
  );

  app.get<{ Querystring: { code: string; domain?: string } }>(
    PATHS.affiliate,
    { schema: { tags, querystring: affiliateQuery, response: { 200: affiliateReply } } },
    async (request) =>
      ok({
        valid: await affiliateIsValid(deps, requestMerchant(request).code, request.query.code),
      }),
  );

  for (const [path, kind] of [
    [PATHS.register, 'username'],
    [PATHS.registerMobile, 'mobile'],
  ] as const) {
    app.put<{ Body: RegisterRequest }>(
      path,
      {
        preValidation: sealedBody(deps, 'required'),
        schema: { tags, body: registerBody, response: { 200: loginReply } },
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
        return ok(await register(deps, merchant, request.body, kind, request.ip));
      },
    );
  }
};
