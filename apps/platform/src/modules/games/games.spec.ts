import { PATHS, type GameMenu, type PermissionInfo } from '@tessera/contract';
import { VENDOR_LOGO_SETS } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantGet, valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

// This file runs the app with the default configuration: no proxy trusted, no country header,
// no operator token.
describe.each(testDbKinds())('game menus and default access settings on %s', (kind) => {
  let t: TestApp;
  const menus = async (merchant: string) =>
    valueOf<GameMenu[]>(await merchantGet(t.app, merchant, PATHS.gameMenus));
  const vendorsOf = (all: GameMenu[], type: string) =>
    all.find((m) => m.gameType === type)?.vendors.map((v) => v.vassalage);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('lists only game types with vendors, in menu order', async () => {
    const aurora = await menus('AURORA');
    expect(aurora.map((m) => m.gameType)).toEqual([
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
      'CRICKET',
    ]);
    expect(aurora.every((m) => m.vendors.length > 0)).toBe(true);
  });

  it('has a type with one vendor and one with more than ten, vendors in order', async () => {
    const aurora = await menus('AURORA');
    expect(aurora.find((m) => m.gameType === 'COCKFIGHT')?.vendors).toEqual([
      { vassalage: 'DS88', displayName: 'DS88 Sabong', logoUrl: null },
    ]);
    const rng = vendorsOf(aurora, 'RNG') ?? [];
    expect(rng.length).toBeGreaterThan(10);
    expect(rng.slice(0, 3)).toEqual(['PG', 'JL', 'JDB']);
    expect(vendorsOf(aurora, 'ESPORTS')).toEqual(['IMES', 'TF']);
    expect(vendorsOf(aurora, 'LOTT')).toEqual(['TCG', 'TCG_SEA']);
    expect(vendorsOf(aurora, 'ELOTT')).toEqual(['TCG_LOTTO_VN', 'TCG_LOTTO']);
    expect(vendorsOf(aurora, 'CRICKET')).toEqual(['9W']);
  });

  it('lists every vendor of the spec logo sets and the in-house BGS under RNG', async () => {
    const all = new Set((await menus('LUMEN')).flatMap((m) => m.vendors.map((v) => v.vassalage)));
    for (const set of Object.values(VENDOR_LOGO_SETS))
      for (const vendor of set) if (vendor !== 'BBIN') expect(all).toContain(vendor);
    expect(vendorsOf(await menus('AURORA'), 'RNG')).toContain('BGS');
  });

  it('leaves out the vendors a merchant switched off, and types left empty', async () => {
    const aurora = await menus('AURORA');
    const lumen = await menus('LUMEN');
    expect(vendorsOf(aurora, 'PVP')).toEqual(['KY', 'TH', 'WS', 'XY']);
    expect(vendorsOf(lumen, 'PVP')).toEqual(['KY', 'KX', 'TH', 'WS', 'XY']);
    expect(vendorsOf(lumen, 'ESPORTS')).toEqual(['TF']);
    expect(vendorsOf(aurora, 'LIVE')).toContain('BBIN');
    expect(vendorsOf(lumen, 'LIVE')).not.toContain('BBIN');
    expect(lumen.map((m) => m.gameType)).not.toContain('COCKFIGHT');
  });

  it('ignores X-Forwarded-For and country headers unless configured', async () => {
    const res = await merchantGet(t.app, 'AURORA', PATHS.permission, {
      headers: { 'x-forwarded-for': '198.51.100.20', 'cf-ipcountry': 'US' },
    });
    expect(valueOf<PermissionInfo>(res)).toMatchObject({
      location: { ip: '127.0.0.1', country: null },
      regionRestriction: false,
    });
  });

  it('accepts no bearer token as the bootstrap key when OPERATOR_TOKEN is unset', async () => {
    for (const authorization of ['Bearer anything', 'Bearer ', 'Bearer']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/ops/merchants/AURORA/settings',
        headers: { authorization },
        payload: { maintenance: true },
      });
      expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });
});
