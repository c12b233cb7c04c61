import type { SocialProvider } from '@tessera/contract';

/** Who a provider says signed in, from its ID token's claims. */
export interface ProvenIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

/**
 * What differs between providers; the OpenID Connect code flow itself (discovery, PKCE, state,
 * nonce, the ID token's checks) is the same for each, in `oidc-client.ts`.
 */
export interface SocialProviderAdapter {
  provider: SocialProvider;
  /** The issuer used when a merchant's row does not name another. */
  defaultIssuer: string;
  /** The scopes asked for. */
  scope: string;
  /** The identity from the ID token's claims. */
  identity(claims: Record<string, unknown>): ProvenIdentity;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Google's OpenID provider: an e-mail counts only when Google says it is verified. */
export const googleAdapter: SocialProviderAdapter = {
  provider: 'GOOGLE',
  defaultIssuer: 'https://accounts.google.com',
  scope: 'openid email profile',
  identity: (claims) => ({
    subject: String(claims.sub),
    email: claims.email_verified === true ? str(claims.email) : null,
    name: str(claims.name),
  }),
};

/**
 * Facebook Login with OpenID Connect (its issuer publishes discovery and JWKS; `public_profile`
 * instead of `profile`). Facebook sends only e-mail addresses it has confirmed, and no
 * `email_verified` claim.
 */
export const facebookAdapter: SocialProviderAdapter = {
  provider: 'FACEBOOK',
  defaultIssuer: 'https://www.facebook.com',
  scope: 'openid email public_profile',
  identity: (claims) => ({
    subject: String(claims.sub),
    email: str(claims.email),
    name: str(claims.name),
  }),
};

export const SOCIAL_ADAPTERS: Record<SocialProvider, SocialProviderAdapter> = {
  GOOGLE: googleAdapter,
  FACEBOOK: facebookAdapter,
};
