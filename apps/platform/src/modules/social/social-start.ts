import {
  SOCIAL_CALLBACK_ROUTE,
  type SocialStart,
  type SocialStartRequest,
} from '@tessera/contract';
import { isSiteHost } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { sha256 } from '../../core/security/tokens';
import {
  authorizationUrl,
  clientConfig,
  newSignInSecrets,
  type ProviderFetch,
} from './oidc-client';
import { SOCIAL_ADAPTERS } from './provider-adapters';
import { clientSettings } from './provider-settings';

/** How long a player may take at the provider. */
const SIGN_IN_MS = 10 * 60_000;

/** What a start needs to know about the brand. */
export interface StartContext {
  db: Db;
  now: Date;
  merchantCode: string;
  domains: readonly string[];
  sandboxFetch: ProviderFetch | null;
}

/**
 * The callback page must be this brand's own (one of its domains, or loopback in development):
 * the code goes where this address says, so a stranger's address must never be accepted.
 */
export function checkedRedirect(redirectUri: string, domains: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw redirectInvalid();
  }
  const ok =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === SOCIAL_CALLBACK_ROUTE &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    isSiteHost(url.hostname, domains);
  if (!ok) throw redirectInvalid();
  return url;
}

const redirectInvalid = () =>
  new ApiError(400, 'SOCIAL_REDIRECT_INVALID', 'Not this site’s sign-in callback address');

/**
 * Starts a social sign-in: new state, nonce and PKCE verifier kept (state hashed) for ten
 * minutes, and the provider's authorization URL carrying state, nonce and the S256 challenge.
 */
export async function startSocialSignIn(
  context: StartContext,
  body: SocialStartRequest,
): Promise<SocialStart> {
  const { db, now, merchantCode } = context;
  const redirect = checkedRedirect(body.redirectUri, context.domains);
  const adapter = SOCIAL_ADAPTERS[body.provider];
  const settings = await clientSettings(
    db,
    merchantCode,
    body.provider,
    redirect.origin,
    context.sandboxFetch,
  );
  const config = await clientConfig(settings, now);
  const secrets = await newSignInSecrets();
  await db
    .insertInto('social_login')
    .values({
      state_hash: sha256(secrets.state),
      merchant_code: merchantCode,
      provider: body.provider,
      nonce: secrets.nonce,
      code_verifier: secrets.codeVerifier,
      redirect_uri: redirect.href,
      expires_at: new Date(now.getTime() + SIGN_IN_MS),
      used_at: null,
    })
    .execute();
  // Expired sign-ins are of no use to anyone: swept now and then, as the rate counters are.
  if (Math.random() < 0.01)
    await db.deleteFrom('social_login').where('expires_at', '<', now).execute();
  return {
    authorizeUrl: authorizationUrl(config, {
      redirectUri: redirect.href,
      scope: adapter.scope,
      state: secrets.state,
      nonce: secrets.nonce,
      codeChallenge: secrets.codeChallenge,
    }),
  };
}
