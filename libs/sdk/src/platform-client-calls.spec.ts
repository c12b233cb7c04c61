import { MERCHANT_HEADER, PATHS, type AnnouncementList, type GameMenu } from '@tessera/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformClient } from './platform-client';
import { PlatformError } from './platform-error';
import { startFakePlatform, type FakePlatform } from './testing/fake-platform';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.seen.length = 0;
});

const client = () =>
  createPlatformClient({ baseUrl: platform.baseUrl, merchantCode: 'LUMEN', timeoutMs: 2000 });
const last = () => platform.seen.at(-1);
const paramsOf = () => Object.fromEntries(last()?.query ?? []);

const LIST: AnnouncementList = {
  banners: [{ id: 1, groupName: 'w_home', imageUrl: 'a.png', url: null, linkageType: 'NONE' }],
  player: [],
  popup: [{ id: 7, title: 'Hi', content: '<b>Hi</b>', execution: 'B' }],
  promotion: [],
  totalPopups: 1,
};

describe('platform calls', () => {
  it('system.permission: GET /wps/system/permission for the merchant, value returned', async () => {
    const value = { mainDomain: 'lumenplay.example', regionRestriction: false };
    platform.replyValue(value);
    await expect(client().system.permission()).resolves.toEqual(value);
    expect([last()?.method, last()?.path, last()?.headers[MERCHANT_HEADER]]).toEqual([
      'GET',
      PATHS.permission,
      'LUMEN',
    ]);
  });

  it('system.helpCenter sends lang and device WEB', async () => {
    platform.replyValue([{ tag: 'about', title: 'Tungkol', content: '<p>…</p>' }]);
    const topics = await client().system.helpCenter('tl');
    expect(topics[0]?.tag).toBe('about');
    expect(last()?.path).toBe(PATHS.helpCenter);
    expect(paramsOf()).toEqual({ lang: 'tl', device: 'WEB' });
  });

  it('system.domainRoute returns the domains', async () => {
    platform.replyValue({ mainDomain: 'a.example', domains: ['a.example'] });
    await expect(client().system.domainRoute()).resolves.toEqual({
      mainDomain: 'a.example',
      domains: ['a.example'],
    });
    expect(last()?.path).toBe(PATHS.domainRoute);
  });

  it('announcements.list sends the spec query with defaults (all types, page 1 of 9)', async () => {
    platform.replyValue(LIST);
    await expect(
      client().announcements.list({ execution: ['B'], language: 'bn' }),
    ).resolves.toEqual(LIST);
    expect(last()?.path).toBe(PATHS.announcements);
    expect(last()?.query.toString()).toBe(
      'types=B%2CPL%2CPU%2CPR%2CH&platform=W&execution=B&pageNo=1&pageSize=9&language=bn',
    );
  });

  it('announcements.list sends chosen types, executions and page', async () => {
    platform.replyValue(LIST);
    await client().announcements.list({
      execution: ['A', 'F'],
      language: 'en',
      types: ['PU', 'PL'],
      pageNo: 2,
      pageSize: 20,
    });
    expect(paramsOf()).toEqual({
      types: 'PU,PL',
      platform: 'W',
      execution: 'A,F',
      pageNo: '2',
      pageSize: '20',
      language: 'en',
    });
  });

  it('announcements.list without an audience asks for no popups', async () => {
    platform.replyValue(LIST);
    await client().announcements.list({ execution: [], language: 'en', types: ['B', 'PU'] });
    expect(paramsOf()).toMatchObject({ types: 'B' });
    expect(last()?.query.has('execution')).toBe(false);
  });

  it('games.menus: GET /lgw/games/game_menus, menus returned', async () => {
    const menus: GameMenu[] = [
      {
        gameType: 'COCKFIGHT',
        vendors: [{ vassalage: 'DS88', displayName: 'DS88', logoUrl: null }],
      },
    ];
    platform.replyValue(menus);
    await expect(client().games.menus()).resolves.toEqual(menus);
    expect(last()?.path).toBe(PATHS.gameMenus);
  });

  it('maps 403 REGION_RESTRICTED to a PlatformError, without retrying', async () => {
    platform.reply({
      status: 403,
      body: JSON.stringify({
        code: 'REGION_RESTRICTED',
        message: 'Access restricted',
        value: null,
      }),
    });
    const error = await client()
      .games.menus()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect([(error as PlatformError).code, (error as PlatformError).status]).toEqual([
      'REGION_RESTRICTED',
      403,
    ]);
    expect(platform.seen).toHaveLength(1);
  });

  it('maps 503 MAINTENANCE at once: no retries, no waiting out its Retry-After', async () => {
    platform.reply({
      status: 503,
      headers: { 'retry-after': '3600' },
      body: JSON.stringify({ code: 'MAINTENANCE', message: 'Games are closed', value: null }),
    });
    const started = Date.now();
    const error = await client()
      .games.menus()
      .catch((e: unknown) => e);
    expect((error as PlatformError).code).toBe('MAINTENANCE');
    expect(platform.seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
