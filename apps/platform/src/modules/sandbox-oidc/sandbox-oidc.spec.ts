import { createHash } from 'node:crypto';
import { SANDBOX_OIDC_CLIENT_SECRET } from '@tessera/contract';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseIdentity } from '../../testing/social';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const ISSUER = 'http://aurora.example:4200/sandbox/oidc';
const VERIFIER = 'a-verifier-of-at-least-43-characters-0123456789';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const REDIRECT = 'http://aurora.example:4200/social/callback';

describe.each(testDbKinds())('the sandbox OpenID provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { host: 'aurora.example:4200' } });
  const token = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/oidc/token',
      headers: { host: 'aurora.example:4200', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const authorizeUrl = (params: Record<string, string> = {}) =>
    new URL(
      `${ISSUER}/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: 'aurora-google',
        redirect_uri: REDIRECT,
        scope: 'openid email profile',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: CHALLENGE,
        code_challenge_method: 'S256',
        ...params,
      }).toString()}`,
    );
  const codeGrant = (code: string, extra: Record<string, string> = {}) =>
    token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
      client_id: 'aurora-google',
      client_secret: SANDBOX_OIDC_CLIENT_SECRET,
      ...extra,
    });

  it('publishes discovery under the issuer the caller addressed, and its key', async () => {
    const doc = (await get('/sandbox/oidc/.well-known/openid-configuration')).json();
    expect(doc).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await get('/sandbox/oidc/jwks')).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256' })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('shows the identities page, and lets its form return only to the client', async () => {
    const url = authorizeUrl();
    const page = await get(url.pathname + url.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ana Santos');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://aurora.example:4200",
    );
    const implicit = authorizeUrl({ response_type: 'token' });
    expect((await get(implicit.pathname + implicit.search)).statusCode).toBe(400);
    const plain = authorizeUrl({ code_challenge_method: 'plain' });
    expect((await get(plain.pathname + plain.search)).statusCode).toBe(400);
  });

  it('redeems a code once for a signed ID token with the request’s nonce', async () => {
    const back = await chooseIdentity(t.app, authorizeUrl(), 'sandbox-rahim');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('code') ?? '';
    const first = await codeGrant(code);
    expect(first.statusCode).toBe(200);
    const idToken = first.json().id_token as string;
    const keys = createLocalJWKSet((await get('/sandbox/oidc/jwks')).json());
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: ISSUER,
      audience: 'aurora-google',
    });
    expect(payload).toMatchObject({ sub: 'sandbox-rahim', nonce: 'nonce-1', name: 'Rahim Uddin' });

    const second = await codeGrant(code);
    expect([second.statusCode, second.json().error]).toEqual([400, 'invalid_grant']);
  });

  it('refuses a wrong secret, verifier, redirect or client', async () => {
    const code = async () =>
      (await chooseIdentity(t.app, authorizeUrl(), 'sandbox-ana')).searchParams.get('code') ?? '';
    const cases: [Record<string, string>, number, string][] = [
      [{ client_secret: 'guess' }, 401, 'invalid_client'],
      [{ code_verifier: `${VERIFIER}x` }, 400, 'invalid_grant'],
      [{ redirect_uri: 'http://evil.example/social/callback' }, 400, 'invalid_grant'],
      [{ client_id: 'lumen-google' }, 400, 'invalid_grant'],
    ];
    for (const [extra, status, error] of cases) {
      const res = await codeGrant(await code(), extra);
      expect([res.statusCode, res.json().error], JSON.stringify(extra)).toEqual([status, error]);
    }
    // A refused grant used the code up all the same: it was presented.
    const used = await code();
    await codeGrant(used, { code_verifier: 'wrong-wrong-wrong-wrong-wrong-wrong-wrong-wrong' });
    expect((await codeGrant(used)).json().error).toBe('invalid_grant');
  });
});
