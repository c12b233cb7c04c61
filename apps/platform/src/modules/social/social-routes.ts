import { SOCIAL_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { limitPerWindow, memberOnly, sealedBody, signInClientOf } from '../accounts';
import { requestMerchant, requestSite } from '../merchants';
import { inProcessFetch } from './in-process-fetch';
import { memberSocialRoutes } from './member-social-routes';
import type { SocialDeps } from './social-deps';
import { enabledProviders } from './provider-settings';
import { linkWithTicket, registerWithTicket, signInWithTicket } from './social-accounts';
import { finishAtProvider } from './social-callback';
import { startSocialSignIn } from './social-start';

const tags = ['social sign-in'];

/**
 * Social sign-in (issue 13 C): the merchant's providers, start (to the provider), the callback
 * (state used once, code and ID token checked), then one of three steps with the ticket: sign
 * in (linked), create an account, or link an existing one with its password. The member's own
 * links live in `member-social-routes.ts`.
 */
export const socialRoutes: TypedPlugin<SocialDeps> = async (app, deps) => {
  const { db } = deps;
  const sandboxFetch = deps.sandboxSignIn ? inProcessFetch(app) : null;
  const perIp = (request: FastifyRequest) =>
    limitPerWindow(
      db,
      `social-ip:${requestMerchant(request).code}:${request.ip}`,
      deps.limits.loginPerMinute,
      60,
      deps.now(),
    );
  const client = (request: FastifyRequest) => signInClientOf(request);

  routeFor(
    app,
    SOCIAL_CALLS.providers,
    async (request) =>
      ok({
        providers: await enabledProviders(db, requestMerchant(request).code, deps.sandboxSignIn),
      }),
    { tags },
  );

  routeFor(
    app,
    SOCIAL_CALLS.start,
    async (request) => {
      await perIp(request);
      const context = {
        db,
        now: deps.now(),
        merchantCode: requestMerchant(request).code,
        domains: requestSite(request).domains,
        sandboxFetch,
      };
      return ok(await startSocialSignIn(context, request.body));
    },
    { tags },
  );

  routeFor(
    app,
    SOCIAL_CALLS.callback,
    async (request) => {
      await perIp(request);
      const context = {
        db,
        now: deps.now(),
        merchantCode: requestMerchant(request).code,
        sandboxFetch,
      };
      return ok(await finishAtProvider(context, request.body));
    },
    { tags },
  );

  routeFor(
    app,
    SOCIAL_CALLS.signIn,
    async (request) => {
      await perIp(request);
      return ok(
        await signInWithTicket(deps, requestMerchant(request), request.body, client(request)),
      );
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );

  routeFor(
    app,
    SOCIAL_CALLS.register,
    async (request) => {
      await perIp(request);
      return ok(
        await registerWithTicket(deps, requestMerchant(request), request.body, client(request)),
      );
    },
    { tags },
  );

  routeFor(
    app,
    SOCIAL_CALLS.link,
    async (request) => {
      await perIp(request);
      return ok(
        await linkWithTicket(deps, requestMerchant(request), request.body, client(request)),
      );
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );

  await app.register(memberOnly(memberSocialRoutes), deps);
};
