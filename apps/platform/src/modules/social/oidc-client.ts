import * as oidc from 'openid-client';
import { ApiError } from '../../core/http/api-error';

/** How the client reaches a provider: fetch for real ones, in-process for the sandbox. */
export type ProviderFetch = (url: string, options: oidc.CustomFetchOptions) => Promise<Response>;

/** One merchant's client at one provider, with the issuer resolved to a URL. */
export interface ClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** For the sandbox: requests go in-process, over plain http on a developer's machine. */
  via?: ProviderFetch;
}

const DISCOVERY_TTL_MS = 60 * 60_000;
const cache = new Map<string, { config: oidc.Configuration; at: number }>();

/**
 * The provider's configuration (its discovery document) for a client, through openid-client,
 * with the ID token's signature checked against the provider's JWKS too (the code flow over TLS
 * would allow skipping it; the sandbox's signed tokens then prove the keys work):
 * real providers' documents are kept for an hour; the sandbox's are read every time (in-process,
 * and its issuer follows the site's origin).
 */
export async function clientConfig(
  settings: ClientSettings,
  now: Date,
): Promise<oidc.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret}`;
  const cached = settings.via ? undefined : cache.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      {
        client_secret: settings.clientSecret,
        // The library reads its own clock; the sandbox's tokens follow the platform's, which
        // tests move. Real providers and the platform share the real clock (skew 0).
        ...(settings.via
          ? { [oidc.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000) }
          : {}),
      },
      undefined,
      settings.via
        ? {
            execute: [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks],
            [oidc.customFetch]: settings.via,
          }
        : { execute: [oidc.enableNonRepudiationChecks], timeout: 10 },
    );
  } catch {
    throw providerError();
  }
  if (settings.via) config[oidc.customFetch] = settings.via;
  else cache.set(key, { config, at: Date.now() });
  return config;
}

/** A sign-in's one-time values: state and nonce for the request, the PKCE verifier kept here. */
export async function newSignInSecrets() {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  };
}

/** The provider's authorization URL: code flow, PKCE S256, state and nonce. */
export function authorizationUrl(
  config: oidc.Configuration,
  request: {
    redirectUri: string;
    scope: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  },
): string {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).href;
}

/** What the callback proved, checked against the sign-in it belongs to. */
export interface CodeExchange {
  redirectUri: string;
  code: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Redeems the code (with the PKCE verifier) and checks the ID token: issuer, audience, expiry,
 * and the nonce of this sign-in. Answers its claims. A refusal of the provider is 502
 * SOCIAL_PROVIDER_ERROR; an ID token that fails a check is 401 SOCIAL_TOKEN_INVALID.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  exchange: CodeExchange,
): Promise<Record<string, unknown>> {
  const back = new URL(exchange.redirectUri);
  back.searchParams.set('code', exchange.code);
  back.searchParams.set('state', exchange.state);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: exchange.codeVerifier,
      expectedState: exchange.state,
      expectedNonce: exchange.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ApiError(401, 'SOCIAL_TOKEN_INVALID', 'The provider sent no ID token');
    return claims as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError)
      throw providerError();
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('OAUTH_JWT') || code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED')
      throw new ApiError(401, 'SOCIAL_TOKEN_INVALID', 'The provider’s answer failed its checks');
    throw providerError();
  }
}

const providerError = () =>
  new ApiError(
    502,
    'SOCIAL_PROVIDER_ERROR',
    'The sign-in provider refused or could not be reached',
  );
