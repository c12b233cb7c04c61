import Type, { type Static } from 'typebox';

// The sandbox OpenID provider's requests (issue 13 C). Its replies are OAuth 2 / OpenID Connect
// JSON, not envelopes: OpenID client libraries read them. Every field is an optional bounded
// string so that the provider, not the schema, answers a bad request the way OAuth says.
const field = (maxLength = 512) => Type.Optional(Type.String({ maxLength }));

/** `GET /sandbox/oidc/authorize`: an authorization request (code flow with PKCE S256). */
export const SandboxAuthorizeQuery = Type.Object({
  response_type: field(32),
  client_id: field(128),
  redirect_uri: field(),
  scope: field(),
  state: field(256),
  nonce: field(256),
  code_challenge: field(128),
  code_challenge_method: field(16),
});
export type SandboxAuthorizeQuery = Static<typeof SandboxAuthorizeQuery>;

/** `POST /sandbox/oidc/authorize` (form): the request again, and who the tester chose. */
export const SandboxAuthorizeForm = Type.Object({
  client_id: field(128),
  redirect_uri: field(),
  state: field(256),
  nonce: field(256),
  code_challenge: field(128),
  /** A test identity's subject, `new`, or `cancel`. */
  identity: field(64),
});
export type SandboxAuthorizeForm = Static<typeof SandboxAuthorizeForm>;

/** `POST /sandbox/oidc/token` (form): the code grant; the client's secret by Basic or in the form. */
export const SandboxTokenForm = Type.Object({
  grant_type: field(64),
  code: field(128),
  redirect_uri: field(),
  code_verifier: field(128),
  client_id: field(128),
  client_secret: field(128),
});
export type SandboxTokenForm = Static<typeof SandboxTokenForm>;
