import {
  merchantSettingsPath,
  PATHS,
  type DomainRoute,
  type MerchantSettings,
  type MerchantSettingsUpdate,
  type PermissionInfo,
} from '@tessera/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { merchantGet, valueOf, type RequestInit } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const TOKEN = 'ops-token-for-tests-0123456789';
const WRONG = 'guess-0123456789-guess';

describe.each(testDbKinds())('operator API on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  const get = (merchant: string, url: string, init?: RequestInit) =>
    merchantGet(t.app, merchant, url, init);
  const put = (code: string, body: unknown, authorization = `Bearer ${TOKEN}`) =>
    t.app.inject({
      method: 'PUT',
      url: merchantSettingsPath(code),
      headers: { authorization },
      payload: body as object,
    });
  const settle = async (code: string, body: MerchantSettingsUpdate) => {
    const res = await put(code, body);
    return valueOf<MerchantSettings>(res);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: TOKEN,
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(() => t?.close());
  // Every test leaves Aurora open and unblocked, as seeded.
  afterEach(() =>
    settle('AURORA', {
      maintenance: false,
      maintenanceEnd: null,
      blockedCidrs: ['198.51.100.0/24'],
    }),
  );

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${WRONG}`],
    ['another scheme', `Basic ${TOKEN}`],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 UNAUTHORIZED to %s', async (_, authorization) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: merchantSettingsPath('AURORA'),
      headers: authorization ? { authorization } : {},
      payload: { maintenance: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', value: null });
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await get('AURORA', PATHS.systemStatus)).json().value.maintenance).toBe(false);
  });

  it.each([
    ['a bad CIDR', { blockedCidrs: ['10.0.0.0/8', '10.0.0.0/33'] }, /10\.0\.0\.0\/33/],
    ['an unknown field', { maintenence: true }, /property name/i],
    ['a bad country code', { blockedCountries: ['USA'] }, /pattern/],
    ['a bad end time', { maintenanceEnd: 'tomorrow' }, /date-time/],
    ['a non-boolean flag', { maintenance: 'soon' }, /boolean/],
    ['a domain with a scheme', { domains: ['https://aurora.example'] }, /pattern/],
    ['an upper-case domain', { domains: ['Aurora.example'] }, /pattern/],
  ])('answers 400 BAD_REQUEST to %s', async (_, body, message) => {
    const res = await put('AURORA', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });

  it('answers 404 MERCHANT_UNKNOWN for an unknown merchant', async () => {
    const res = await put('NOPE', { maintenance: true });
    expect([res.statusCode, res.json().code]).toEqual([404, 'MERCHANT_UNKNOWN']);
  });

  it('blocks 127.0.0.1 by CIDR: permission says so and game calls get 403', async () => {
    const settings = await settle('AURORA', {
      blockedCidrs: ['127.0.0.0/8'],
      blockedCountries: ['us', 'GB', 'US'],
    });
    expect(settings).toMatchObject({
      merchantCode: 'AURORA',
      blockedCidrs: ['127.0.0.0/8'],
      blockedCountries: ['US', 'GB'],
    });
    const info = valueOf<PermissionInfo>(await get('AURORA', PATHS.permission));
    expect([info.regionRestriction, info.location.ip]).toEqual([true, '127.0.0.1']);
    const game = await get('AURORA', PATHS.gameMenus);
    expect([game.statusCode, game.json().code]).toEqual([403, 'REGION_RESTRICTED']);
    expect((await get('AURORA', PATHS.systemStatus)).statusCode).toBe(200);
    expect((await get('LUMEN', PATHS.gameMenus)).statusCode).toBe(200);
  });

  it('replaces the domains the site may open on, as domainRoute then answers', async () => {
    const settings = await settle('LUMEN', { domains: ['lumenplay.example', '*.lumen.example'] });
    expect(settings.domains).toEqual(['lumenplay.example', '*.lumen.example']);
    const route = valueOf<DomainRoute>(await get('LUMEN', PATHS.domainRoute));
    expect(route.domains).toEqual(['lumenplay.example', '*.lumen.example']);
  });

  it('blocks an IPv6 range and nothing outside it', async () => {
    await settle('AURORA', { blockedCidrs: ['2001:db8:abcd::/48'] });
    const inside = await get('AURORA', PATHS.gameMenus, { remoteAddress: '2001:db8:abcd:12::1' });
    expect(inside.statusCode).toBe(403);
    const outside = await get('AURORA', PATHS.gameMenus, { remoteAddress: '2001:db8:abce::1' });
    expect(outside.statusCode).toBe(200);
    expect((await get('AURORA', PATHS.gameMenus)).statusCode).toBe(200);
  });

  it('switches maintenance on: status and permission report it, game calls get 503', async () => {
    const end = new Date(Date.now() + 3_600_000).toISOString();
    expect(await settle('AURORA', { maintenance: true, maintenanceEnd: end })).toMatchObject({
      maintenance: true,
      maintenanceEnd: end,
    });
    expect(valueOf(await get('AURORA', PATHS.systemStatus))).toMatchObject({
      maintenance: true,
      maintenanceEnd: end,
    });
    expect(valueOf<PermissionInfo>(await get('AURORA', PATHS.permission))).toMatchObject({
      maintenance: true,
      maintenanceEnd: end,
    });
    const game = await get('AURORA', PATHS.gameMenus);
    expect([game.statusCode, game.json().code]).toEqual([503, 'MAINTENANCE']);
    expect(Number(game.headers['retry-after'])).toBeGreaterThan(3500);
    // Content calls and other merchants keep working.
    expect((await get('AURORA', PATHS.helpCenter)).statusCode).toBe(200);
    expect((await get('LUMEN', PATHS.gameMenus)).statusCode).toBe(200);
  });

  it('leaves absent fields alone', async () => {
    await settle('AURORA', { maintenance: true });
    const after = await settle('AURORA', {});
    expect(after).toMatchObject({ maintenance: true, blockedCountries: ['US', 'GB'] });
  });

  it('never writes the token, right or wrong, to the log', async () => {
    await put('AURORA', { maintenance: false }, `Bearer ${WRONG}`);
    await put('AURORA', { maintenance: false });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(TOKEN) || line.includes(WRONG))).toEqual([]);
  });
});
