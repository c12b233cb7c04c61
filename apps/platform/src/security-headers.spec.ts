import { CASHIER_PATHS, MERCHANT_HEADER, PATHS } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, tokenOf } from './testing/accounts';
import { launchGame, prepareSandbox, TEST_GAMES } from './testing/sandbox';
import { startTestApp, type TestApp } from './testing/test-app';

// Issue 13, A.10: what a browser is told about each reply. One database kind is enough: headers
// do not depend on it.

/** What every API reply must carry, success or failure. */
const API = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
};

describe('security headers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite-memory');
    await prepareSandbox(t.db);
    token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string, signedIn = true) =>
    call(t.app, 'AURORA', 'GET', url, undefined, signedIn ? { token } : {});
  const expectApiHeaders = (res: LightMyRequestResponse) =>
    expect(res.headers, `${res.statusCode} ${res.body.slice(0, 100)}`).toMatchObject(API);

  it('marks login, member info, balance and member-only replies nosniff, unframable, no-store', async () => {
    expectApiHeaders(await loginAs(t.app, 'AURORA', 'player1', 'player1pass'));
    for (const url of [
      PATHS.memberInfo,
      PATHS.loginInfo,
      PATHS.balance,
      CASHIER_PATHS.deposits,
      PATHS.favouriteIds,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectApiHeaders(res);
    }
    expectApiHeaders(await get(PATHS.whitelabel, false));
  });

  it('marks failures the same: 401, 404, a bad URL, a validation error', async () => {
    expectApiHeaders(await get(PATHS.memberInfo, false));
    expectApiHeaders(await get('/wps/nope'));
    expectApiHeaders(await get('/cdn/games/%ED%A0%80'));
    expectApiHeaders(await get(`${PATHS.gameList}?pageNo=abc`));
  });

  it('gives /docs its own CSP, under which its scripts and description load', async () => {
    for (const url of ['/docs/', '/docs/static/swagger-initializer.js', '/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("connect-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('lets the site frame the sandbox pages, and caches game art', async () => {
    const { url } = await launchGame(t.app, 'AURORA', token, TEST_GAMES.slot.code);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
    });
    const art = await t.app.inject({
      method: 'GET',
      url: `/cdn/games/${TEST_GAMES.slot.code}.svg`,
      headers: { [MERCHANT_HEADER]: 'AURORA' },
    });
    expect(art.headers['cache-control']).toContain('public');
  });
});
