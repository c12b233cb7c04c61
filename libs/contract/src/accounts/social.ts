import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { SOCIAL_PROVIDERS } from './social-constants';
import { text } from './text';

const Provider = StringEnum(SOCIAL_PROVIDERS);

/** `GET providers`: the merchant's configured providers (the site shows a button for each). */
export const SocialProviderList = Type.Object({ providers: Type.Array(Provider) });
export type SocialProviderList = Static<typeof SocialProviderList>;

/** `POST start`: which provider, and the site's callback page (its own origin). */
export const SocialStartRequest = Type.Object({ provider: Provider, redirectUri: text(512) });
export type SocialStartRequest = Static<typeof SocialStartRequest>;

/** Where to send the browser: the provider's authorization page (PKCE, state and nonce in it). */
export const SocialStart = Type.Object({ authorizeUrl: Type.String() });
export type SocialStart = Static<typeof SocialStart>;

/** `POST callback`: the query the provider sent the browser back with. */
export const SocialCallbackRequest = Type.Object({
  state: text(128),
  code: Type.Optional(text(1024)),
  /** The provider's refusal (`access_denied` when the player cancelled). */
  error: Type.Optional(text(64)),
});
export type SocialCallbackRequest = Static<typeof SocialCallbackRequest>;

/**
 * A proven identity, good for one next step within 10 minutes: sign in when `linked`, else
 * create an account or link an existing one.
 */
export const SocialTicket = Type.Object({
  ticket: Type.String(),
  provider: Provider,
  linked: Type.Boolean(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type SocialTicket = Static<typeof SocialTicket>;

/** `POST signIn` (encrypted): a linked ticket, with the answers a login may be asked for. */
export const SocialSignInRequest = Type.Object({
  ticket: text(128),
  ipVerification: Type.Optional(Type.Object({ challengeId: text(64), answer: text(255) })),
  totpCode: Type.Optional(text(32)),
});
export type SocialSignInRequest = Static<typeof SocialSignInRequest>;

/** `POST register`: a new account for an unlinked ticket. */
export const SocialRegisterRequest = Type.Object({ ticket: text(128) });
export type SocialRegisterRequest = Static<typeof SocialRegisterRequest>;

/** `POST link` (encrypted): the existing account and its password. */
export const SocialLinkRequest = Type.Object({
  ticket: text(128),
  username: text(64),
  password: text(128),
});
export type SocialLinkRequest = Static<typeof SocialLinkRequest>;

/** One identity linked to the member. */
export const LinkedIdentity = Type.Object({
  provider: Provider,
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  linkedAt: Type.String(),
});
export type LinkedIdentity = Static<typeof LinkedIdentity>;

/** `GET links`: what is linked, what could be, and whether unlinking is possible (a password). */
export const SocialLinks = Type.Object({
  links: Type.Array(LinkedIdentity),
  available: Type.Array(Provider),
  passwordSet: Type.Boolean(),
});
export type SocialLinks = Static<typeof SocialLinks>;

export const SocialProviderParams = Type.Object({ provider: Provider });
export type SocialProviderParams = Static<typeof SocialProviderParams>;

/** `POST password` (encrypted): the first password of an account made by social sign-in. */
export const FirstPasswordRequest = Type.Object({
  newPassword: text(128),
  confirmNewPassword: text(128),
});
export type FirstPasswordRequest = Static<typeof FirstPasswordRequest>;

/** `PUT /ops/merchants/:code/social/:provider`'s path. */
export const SocialOpsParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  provider: Provider,
});
export type SocialOpsParams = Static<typeof SocialOpsParams>;

/**
 * A merchant's client at a provider (operator). `issuer` is an https URL or `sandbox` (the
 * platform's own provider); left out, the provider's own (Google's, Facebook's).
 */
export const SocialProviderInput = Type.Object({
  clientId: Type.String({ minLength: 1, maxLength: 255 }),
  clientSecret: Type.String({ minLength: 1, maxLength: 255 }),
  issuer: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  enabled: Type.Optional(Type.Boolean({ default: true })),
});
export type SocialProviderInput = Static<typeof SocialProviderInput>;

/** The setting as stored, without its secret. */
export const SocialProviderSetting = Type.Object({
  provider: Provider,
  issuer: Type.String(),
  clientId: Type.String(),
  enabled: Type.Boolean(),
});
export type SocialProviderSetting = Static<typeof SocialProviderSetting>;
