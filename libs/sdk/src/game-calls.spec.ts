import { PATHS } from '@tessera/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformClient } from './platform-client';
import { clientFor } from './testing/client-for';
import { startFakePlatform, type FakePlatform } from './testing/fake-platform';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.seen.length = 0;
});

const client = (token: string | null = 'tok') => clientFor(platform.baseUrl, token).client;
const last = () => platform.seen.at(-1);
const query = () => Object.fromEntries(last()?.query ?? []);

describe('game lists send the spec query and leave unset filters out', () => {
  it('list: filters, paging and name search', async () => {
    const page = { content: [], pageNum: 2, pageSize: 20, totalPages: 3, totalElements: 41 };
    platform.replyValue(page);
    const reply = await client(null).games.list({ gameType: 'RNG', name: 'tiger', pageNo: 2 });
    expect(reply).toEqual(page);
    expect([last()?.method, last()?.path]).toEqual(['GET', PATHS.gameList]);
    expect(query()).toEqual({
      clientType: 'WEB',
      platform: 'html5-desktop',
      gameType: 'RNG',
      name: 'tiger',
      pageNo: '2',
    });
    expect(last()?.headers['authorization']).toBeUndefined();
  });

  it('hot: isPlatform 2, refresh only when forced', async () => {
    platform.replyValue({ list: [] });
    await client().games.hot('bn');
    expect(query()).toEqual({ isPlatform: '2', platform: 'flash,html5-desktop', language: 'bn' });
    await client().games.hot('bn', true);
    expect(query().refresh).toBe('1');
  });

  it('winners: gameCategory ALL and limitNum 20', async () => {
    platform.replyValue({ list: [] });
    await client().games.winners('en');
    expect([last()?.path, query()]).toEqual([
      PATHS.winners,
      { gameCategory: 'ALL', language: 'en', limitNum: '20' },
    ]);
  });

  it('recent: the spec names its page parameter `page`', async () => {
    platform.replyValue({ content: [], pageNum: 1, pageSize: 20, totalPages: 0, totalElements: 0 });
    await client().games.recent({ pageNo: 1, pageSize: 20 });
    expect(query()).toEqual({ clientType: 'WEB', page: '1', pageSize: '20' });
  });
});

describe('member game calls carry the session token', () => {
  it.each<[string, (c: PlatformClient) => Promise<unknown>, string, string]>([
    ['favouriteIds', (c) => c.games.favouriteIds(), 'GET', PATHS.favouriteIds],
    ['favourites', (c) => c.games.favourites({ pageSize: 999 }), 'GET', PATHS.favouriteList],
    ['removeFavourite', (c) => c.games.removeFavourite(7), 'DELETE', PATHS.favouriteRemove],
    ['liveChat', (c) => c.games.liveChat('AG-1'), 'GET', PATHS.liveChat],
  ])('%s', async (_name, run, method, path) => {
    platform.replyValue({});
    await run(client());
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      method,
      path,
      'Bearer tok',
    ]);
  });

  it('addFavourite posts nodeId, vendor and gameType', async () => {
    platform.replyValue(null);
    await client().games.addFavourite({ nodeId: 7, vendor: 'PG', gameType: 'RNG' });
    expect(JSON.parse(last()?.body ?? '')).toEqual({ nodeId: 7, vendor: 'PG', gameType: 'RNG' });
  });

  it('launch posts the request and returns the page to open', async () => {
    platform.replyValue({ url: '/sandbox/play/slot?launch=x' });
    const reply = await client().games.launch({ gameCode: 'PG_1', vassalage: 'PG' });
    expect(reply).toEqual({ url: '/sandbox/play/slot?launch=x' });
    expect([last()?.method, last()?.path]).toEqual(['POST', PATHS.launchGame]);
  });

  it('a game under maintenance is a typed error', async () => {
    platform.reply({
      status: 409,
      body: JSON.stringify({ code: 'GAME_MAINTENANCE', message: 'maintenance', value: null }),
    });
    await expect(client().games.launch({ gameCode: 'X', vassalage: 'PG' })).rejects.toMatchObject({
      code: 'GAME_MAINTENANCE',
    });
  });
});

describe('lottery calls', () => {
  it('opened numbers: Vietnamese lotteries have their own path', async () => {
    platform.replyValue({ gameCode: 'VN_HANOI_5M', drawNo: '1', numbers: [], drawnAt: '' });
    await client().lottery.opened('VN_HANOI_5M', 'VN');
    expect(last()?.path).toBe(PATHS.lotteryOpenedVn);
    await client().lottery.opened('TCG_3D', 'OTHER');
    expect([last()?.path, query()]).toEqual([PATHS.lotteryOpened, { gameCode: 'TCG_3D' }]);
  });
});
