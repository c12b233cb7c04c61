import { SOCIAL_OPS_PATHS, SOCIAL_PATHS, type SocialProviderList } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const TOKEN = 'ops-token-for-social-tests';

describe.each(testDbKinds())('the operator’s sign-in providers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
  });
  afterAll(() => t?.close());

  const put = (code: string, provider: string, body: object, token = TOKEN) =>
    t.app.inject({
      method: 'PUT',
      url: SOCIAL_OPS_PATHS.provider.replace(':code', code).replace(':provider', provider),
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const providers = async (merchant: string) =>
    valueOf<SocialProviderList>(await call(t.app, merchant, 'GET', SOCIAL_PATHS.providers))
      .providers;

  it('sets a real client with the provider’s own issuer, and switches it off', async () => {
    const res = await put('LUMEN', 'FACEBOOK', {
      clientId: '1234567890',
      clientSecret: 'app-secret',
      enabled: false,
    });
    expect(valueOf(res)).toEqual({
      provider: 'FACEBOOK',
      issuer: 'https://www.facebook.com',
      clientId: '1234567890',
      enabled: false,
    });
    expect(res.body).not.toContain('app-secret');
    expect(await providers('LUMEN')).toEqual(['GOOGLE']);
    expect(await providers('AURORA')).toEqual(['GOOGLE', 'FACEBOOK']);
    await put('LUMEN', 'FACEBOOK', { clientId: 'x', clientSecret: 'y', issuer: 'sandbox' });
    expect(await providers('LUMEN')).toEqual(['GOOGLE', 'FACEBOOK']);
  });

  it('refuses a plain-http issuer, an unknown merchant and a caller without the token', async () => {
    const http = await put('LUMEN', 'GOOGLE', {
      clientId: 'a',
      clientSecret: 'b',
      issuer: 'http://accounts.google.com',
    });
    expect([http.statusCode, http.json().code]).toEqual([400, 'BAD_REQUEST']);
    const unknown = await put('NOPE', 'GOOGLE', { clientId: 'a', clientSecret: 'b' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MERCHANT_UNKNOWN']);
    const stranger = await put('LUMEN', 'GOOGLE', { clientId: 'a', clientSecret: 'b' }, 'guess');
    expect(stranger.statusCode).toBe(401);
    expect(await providers('LUMEN')).toEqual(['GOOGLE', 'FACEBOOK']);
  });
});

describe.each(testDbKinds())('with the sandbox provider switched off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { sandboxSignIn: false });
  });
  afterAll(() => t?.close());

  it('offers no sandbox sign-in and serves no sandbox provider', async () => {
    const list = valueOf<SocialProviderList>(
      await call(t.app, 'AURORA', 'GET', SOCIAL_PATHS.providers),
    );
    expect(list.providers).toEqual([]);
    const start = await call(t.app, 'AURORA', 'POST', SOCIAL_PATHS.start, {
      provider: 'GOOGLE',
      redirectUri: 'http://127.0.0.1:4200/social/callback',
    });
    expect([start.statusCode, start.json().code]).toEqual([404, 'SOCIAL_PROVIDER_UNAVAILABLE']);
    const discovery = await t.app.inject({
      method: 'GET',
      url: '/sandbox/oidc/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(404);
  });
});
