import { PATHS, type DomainRoute, type PermissionInfo } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantGet, valueOf, type RequestInit } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

// Seeded: Aurora blocks US and GB, and the documentation range 198.51.100.0/24.
const BLOCKED_IP = '198.51.100.20';
const PROXY = '10.9.9.9';

describe.each(testDbKinds())('permission and domain route on %s', (kind) => {
  let t: TestApp;
  const get = (merchant: string, url: string, init?: RequestInit) =>
    merchantGet(t.app, merchant, url, init);
  const permission = async (merchant: string, init?: RequestInit) =>
    valueOf<PermissionInfo>(await get(merchant, PATHS.permission, init));

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { countryHeader: 'cf-ipcountry', trustProxy: [PROXY] });
  });
  afterAll(() => t?.close());

  it("describes Aurora's site: service, social links, app download, domains, tree", async () => {
    const info = await permission('AURORA');
    expect(info.socialLinks.map((l) => l.network)).toEqual(['FACEBOOK', 'YOUTUBE', 'TELEGRAM']);
    expect(info.socialLinks[0]?.url).toBe('https://www.facebook.com/aurora.casino.example');
    expect(info.appDownload).toEqual({
      ios: 'https://apps.apple.com/app/aurora-casino-example/id000000001',
      android: 'https://download.aurora.example/aurora-casino.apk',
    });
    expect(info.facebookDomains).toEqual(expect.arrayContaining(['aurora.example', '127.0.0.1']));
    expect(info.customerService[0]).toEqual({
      csPosition: 'LIVECHAT-1',
      label: 'Live chat',
      url: 'https://chat.aurora.example/live',
    });
    expect(info.resources.map((r) => r.key)).toContain('REGISTERPOP');
    expect(info).toMatchObject({
      mainDomain: 'aurora.example',
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: null },
    });
    expect(info.tree.map((n) => n.modId)).toEqual(['REGISTER', 'SECURITY', 'AGENT', 'FREEPLAY']);
  });

  it('describes Lumen differently: other networks, no iOS app, its own Facebook domains', async () => {
    const info = await permission('LUMEN');
    expect(info.socialLinks.map((l) => l.network)).toEqual([
      'FACEBOOK',
      'TIKTOK',
      'INSTAGRAM',
      'VIBER',
    ]);
    expect(info.appDownload).toEqual({
      ios: null,
      android: 'https://get.lumenplay.example/lumen-play.apk',
    });
    expect(info.facebookDomains).toEqual(['lumenplay.example']);
    expect(info.mainDomain).toBe('lumenplay.example');
    expect(info.customerService.map((c) => c.csPosition)).toEqual([
      'LIVECHAT-1',
      'LIVECHAT-2',
      'AFFILIATE-1',
    ]);
  });

  it('lists the main domain and every domain of each merchant', async () => {
    expect(valueOf<DomainRoute>(await get('LUMEN', PATHS.domainRoute))).toEqual({
      mainDomain: 'lumenplay.example',
      domains: ['lumenplay.example', 'm.lumenplay.example'],
    });
    const aurora = valueOf<DomainRoute>(await get('AURORA', PATHS.domainRoute));
    expect(aurora.domains).toContain('www.aurora.example');
  });

  it('reads the country from the configured header and blocks a blocked country', async () => {
    const bd = await permission('AURORA', { headers: { 'cf-ipcountry': 'bd' } });
    expect([bd.location.country, bd.regionRestriction]).toEqual(['BD', false]);
    const us = { headers: { 'cf-ipcountry': 'US' } };
    expect((await permission('AURORA', us)).regionRestriction).toBe(true);
    // Lumen blocks the US too, but not GB.
    expect(
      (await permission('LUMEN', { headers: { 'cf-ipcountry': 'GB' } })).regionRestriction,
    ).toBe(false);

    const game = await get('AURORA', PATHS.gameMenus, us);
    expect(game.statusCode).toBe(403);
    expect(game.json()).toMatchObject({ code: 'REGION_RESTRICTED', value: null });
    expect((await get('AURORA', PATHS.announcements, us)).statusCode).toBe(403);
    // The blocked page still needs these.
    for (const open of [PATHS.systemStatus, PATHS.whitelabel, PATHS.domainRoute, PATHS.permission])
      expect((await get('AURORA', open, us)).statusCode, open).toBe(200);
  });

  it('blocks a caller in a blocked range, however the socket spells an IPv4 address', async () => {
    for (const remoteAddress of [BLOCKED_IP, `::ffff:${BLOCKED_IP}`]) {
      const info = await permission('AURORA', { remoteAddress });
      expect([info.location.ip, info.regionRestriction]).toEqual([remoteAddress, true]);
    }
    expect((await permission('LUMEN', { remoteAddress: BLOCKED_IP })).regionRestriction).toBe(
      false,
    );
  });

  it('takes X-Forwarded-For from the trusted proxy only', async () => {
    const forwarded = { headers: { 'x-forwarded-for': BLOCKED_IP } };
    const viaProxy = await permission('AURORA', { ...forwarded, remoteAddress: PROXY });
    expect([viaProxy.location.ip, viaProxy.regionRestriction]).toEqual([BLOCKED_IP, true]);

    const direct = await permission('AURORA', { ...forwarded, remoteAddress: '127.0.0.1' });
    expect([direct.location.ip, direct.regionRestriction]).toEqual(['127.0.0.1', false]);
  });
});
