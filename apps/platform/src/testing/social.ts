import {
  SOCIAL_PATHS,
  type SocialProvider,
  type SocialStart,
  type SocialTicket,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call } from './accounts';
import { valueOf } from './requests';

/** The site's callback page as a brand on a developer's machine sends it. */
export const CALLBACK = 'http://127.0.0.1:4200/social/callback';

/** Starts a sign-in; answers the sandbox authorize URL (on the site's origin, as the browser opens it). */
export async function startSignIn(
  app: FastifyInstance,
  merchant: string,
  provider: SocialProvider = 'GOOGLE',
): Promise<URL> {
  const started = await call(app, merchant, 'POST', SOCIAL_PATHS.start, {
    provider,
    redirectUri: CALLBACK,
  });
  return new URL(valueOf<SocialStart>(started).authorizeUrl);
}

/**
 * What the tester's click on the sandbox page does: posts the authorization request with the
 * chosen identity (`new` for someone new, `cancel`); answers where the browser is sent back.
 */
export async function chooseIdentity(
  app: FastifyInstance,
  authorize: URL,
  identity: string,
): Promise<URL> {
  const q = authorize.searchParams;
  const form = new URLSearchParams({
    client_id: q.get('client_id') ?? '',
    redirect_uri: q.get('redirect_uri') ?? '',
    state: q.get('state') ?? '',
    nonce: q.get('nonce') ?? '',
    code_challenge: q.get('code_challenge') ?? '',
    identity,
  });
  const res = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { host: authorize.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (res.statusCode !== 303) throw new Error(`sandbox answered ${res.statusCode} ${res.body}`);
  return new URL(String(res.headers.location));
}

/** The site's callback page posting what the provider sent back. */
export function postCallback(
  app: FastifyInstance,
  merchant: string,
  back: URL,
  ip?: string,
): Promise<LightMyRequestResponse> {
  const body = Object.fromEntries(
    ['state', 'code', 'error'].flatMap((name) => {
      const value = back.searchParams.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  return call(app, merchant, 'POST', SOCIAL_PATHS.callback, body, ip ? { ip } : {});
}

/** A whole trip to the sandbox provider and back: the ticket for `identity`. */
export async function provenTicket(
  app: FastifyInstance,
  merchant: string,
  identity: string,
  provider: SocialProvider = 'GOOGLE',
): Promise<SocialTicket> {
  const back = await chooseIdentity(app, await startSignIn(app, merchant, provider), identity);
  return valueOf<SocialTicket>(await postCallback(app, merchant, back));
}
