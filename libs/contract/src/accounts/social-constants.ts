// Runtime constants of social sign-in (issue 13 C); no schema is built here.

/** The providers a member may sign in with, in the order the buttons show. */
export const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Social sign-in calls: the session part needs no token, the member part does. */
export const SOCIAL_PATHS = {
  /** GET: the providers this merchant has configured. */
  providers: '/wps/session/social/providers',
  /** POST: starts a sign-in; answers the provider's authorization URL to open. */
  start: '/wps/session/social/start',
  /** POST: the provider's answer (state and code) from the site's callback page; answers a ticket. */
  callback: '/wps/session/social/callback',
  /** POST (encrypted): signs in with a linked identity's ticket (IP and two-factor checks apply). */
  signIn: '/wps/session/social/signIn',
  /** POST: creates an account for an identity no account has. */
  register: '/wps/session/social/register',
  /** POST (encrypted): links the identity to an existing account, after its password; signs in. */
  link: '/wps/session/social/link',
  /** GET (token): the member's linked providers and whether the account has a password. */
  links: '/wps/member/social',
  /** DELETE (token) `/:provider`: unlinks one (refused while the account has no password). */
  unlink: '/wps/member/social/:provider',
  /** POST (token, encrypted): a first password for an account made by social sign-in. */
  password: '/wps/member/social/password',
} as const;

/** The site's page the provider sends the browser back to. */
export const SOCIAL_CALLBACK_ROUTE = '/social/callback';

/** The built-in sandbox OpenID provider's routes (issuer `<site origin>/sandbox/oidc`). */
export const SANDBOX_OIDC_PATH = '/sandbox/oidc';

/** The sandbox provider takes any client id with this secret: it guards nothing real. */
export const SANDBOX_OIDC_CLIENT_SECRET = 'sandbox-oidc-secret';

/** A merchant provider's `issuer` that means the platform's own sandbox provider. */
export const SANDBOX_ISSUER = 'sandbox';

/** The operator's call for a merchant's client at a provider. */
export const SOCIAL_OPS_PATHS = {
  /** PUT: sets the client id, secret, issuer and switch; answers the setting without the secret. */
  provider: '/ops/merchants/:code/social/:provider',
} as const;
