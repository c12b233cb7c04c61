import { randomBytes } from 'node:crypto';
import {
  SANDBOX_OIDC_PATH,
  SandboxAuthorizeForm,
  SandboxAuthorizeQuery,
  SandboxTokenForm,
} from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { newNonce } from '../../core/http/html-page';
import type { TypedPlugin } from '../../core/http/typed-app';
import { sha256 } from '../../core/security/tokens';
import {
  authorizeErrorPage,
  authorizePage,
  authorizePageHeaders,
  type AuthorizeParams,
} from './authorize-page';
import { NEW_IDENTITY, newSandboxSubject, sandboxIdentity } from './sandbox-identities';
import { issuerOf } from './sandbox-issuer';
import { loadSandboxKey } from './sandbox-keys';
import { redeemCode, type TokenEndpointDeps } from './token-endpoint';

const tags = ['sandbox sign-in'];
const CODE_MS = 10 * 60_000;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** What the routes need: no more than the token endpoint does (the database and the clock). */
export type SandboxOidcDeps = TokenEndpointDeps;

/**
 * The built-in sandbox OpenID provider under /sandbox/oidc (issue 13 C): discovery, JWKS, an
 * authorize page where a tester picks who to be, and the token endpoint that redeems a code
 * once (PKCE S256 checked) for an ES256-signed ID token carrying the request's nonce. The demo
 * and the tests use it as Google and as Facebook. No merchant header: a provider knows clients.
 */
export const sandboxOidcRoutes: TypedPlugin<SandboxOidcDeps> = async (app, deps) => {
  const { db, now } = deps;
  acceptFormBodies(app);

  app.get(
    `${SANDBOX_OIDC_PATH}/.well-known/openid-configuration`,
    { schema: { tags } },
    (request) => {
      const issuer = issuerOf(request);
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        scopes_supported: ['openid', 'email', 'profile', 'public_profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: [
          'sub',
          'iss',
          'aud',
          'exp',
          'iat',
          'nonce',
          'name',
          'email',
          'email_verified',
        ],
      };
    },
  );

  app.get(`${SANDBOX_OIDC_PATH}/jwks`, { schema: { tags } }, async () => ({
    keys: [(await loadSandboxKey(db, now())).publicJwk],
  }));

  app.get(
    `${SANDBOX_OIDC_PATH}/authorize`,
    { schema: { tags, querystring: SandboxAuthorizeQuery } },
    async (request, reply) => {
      const q = request.query;
      const nonce = newNonce();
      const params = checkedParams(q);
      if (!params || q.response_type !== 'code' || q.code_challenge_method !== 'S256')
        return reply
          .code(400)
          .headers(authorizePageHeaders(nonce, 'http://invalid'))
          .send(
            authorizeErrorPage(
              'This sign-in request is not valid (code flow with PKCE S256).',
              nonce,
            ),
          );
      return reply
        .headers(authorizePageHeaders(nonce, params.redirect_uri))
        .send(authorizePage(params, nonce));
    },
  );

  app.post(
    `${SANDBOX_OIDC_PATH}/authorize`,
    { schema: { tags, body: SandboxAuthorizeForm } },
    async (request, reply) => {
      const params = checkedParams(request.body);
      const choice = request.body.identity ?? '';
      const subject = choice === NEW_IDENTITY ? newSandboxSubject() : choice;
      // Only the page posts this form: anything else is refused as any platform call is.
      if (!params) throw new ApiError(400, 'BAD_REQUEST', 'Not a valid sign-in request');
      const back = new URL(params.redirect_uri);
      back.searchParams.set('state', params.state);
      if (choice === 'cancel') {
        back.searchParams.set('error', 'access_denied');
        return reply.code(303).header('location', back.toString()).send();
      }
      if (!sandboxIdentity(subject))
        throw new ApiError(400, 'BAD_REQUEST', 'Choose one of the test identities');
      const code = randomBytes(24).toString('base64url');
      await db
        .insertInto('sandbox_oidc_code')
        .values({
          code_hash: sha256(code),
          client_id: params.client_id,
          redirect_uri: params.redirect_uri,
          code_challenge: params.code_challenge,
          nonce: params.nonce,
          subject,
          expires_at: new Date(now().getTime() + CODE_MS),
          used_at: null,
        })
        .execute();
      back.searchParams.set('code', code);
      return reply.code(303).header('location', back.toString()).send();
    },
  );

  app.post(
    `${SANDBOX_OIDC_PATH}/token`,
    { schema: { tags, body: SandboxTokenForm } },
    async (request, reply) => {
      const answer = await redeemCode(
        deps,
        request.body,
        request.headers.authorization,
        issuerOf(request),
      );
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    },
  );
};

/** The parameters the page and its form carry, if each is present and well-formed. */
function checkedParams(q: Partial<AuthorizeParams>): AuthorizeParams | null {
  const { client_id, redirect_uri, state, nonce, code_challenge } = q;
  if (!client_id || !state || !nonce || !code_challenge || !redirect_uri) return null;
  if (!CHALLENGE.test(code_challenge)) return null;
  try {
    const url = new URL(redirect_uri);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { client_id, redirect_uri, state, nonce, code_challenge };
}

// The page's form and OAuth's token requests are form-encoded; no extra package for a one-line parser.
function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
