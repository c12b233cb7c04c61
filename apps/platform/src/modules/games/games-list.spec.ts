import {
  GAME_TYPES,
  PATHS,
  type Envelope,
  type GamePage,
  type HotGames,
  type LiveModel,
  type PokerRoom,
  type VendorLanes,
} from '@tessera/contract';
import { reshapeLanes } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantGet, valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

describe.each(testDbKinds())('game list, lanes, hot games, rooms and hosts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const list = async (query: string, merchant = 'AURORA') =>
    valueOf<GamePage>(await merchantGet(t.app, merchant, `${PATHS.gameList}?${query}`));

  it('holds at least 10,000 games, most of them slots', async () => {
    const all = await list('pageSize=1', 'LUMEN');
    const slots = await list('gameType=RNG&gameClassify=SLOT&pageSize=1', 'LUMEN');
    expect(all.totalElements).toBeGreaterThanOrEqual(10_000);
    expect(slots.totalElements).toBeGreaterThan(8_000);
    for (const type of GAME_TYPES)
      expect((await list(`gameType=${type}&pageSize=1`)).totalElements).toBeGreaterThan(0);
  });

  it('pages 1-based with totals, in a stable order', async () => {
    const first = await list('gameType=FISH&pageSize=7');
    const second = await list('gameType=FISH&pageSize=7&pageNo=2');
    const both = await list('gameType=FISH&pageSize=14');
    expect(first).toMatchObject({ pageNum: 1, pageSize: 7 });
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 7));
    expect([...first.content, ...second.content]).toEqual(both.content);
    const beyond = await list(`gameType=FISH&pageSize=7&pageNo=${first.totalPages + 1}`);
    expect(beyond).toMatchObject({ content: [], totalElements: first.totalElements });
    expect((await list('gameType=FISH')).content).toHaveLength(20);
  });

  it('filters by type, vendor (any case), classify, NEW and HOT', async () => {
    const pg = await list('gameType=RNG&vassalage=pg&pageSize=999');
    expect(pg.content.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    const cricket = await list('gameType=SPORTS&gameClassify=cricket');
    expect(cricket.content.length).toBeGreaterThan(0);
    expect(cricket.content.every((g) => g.gameClassify === 'CRICKET')).toBe(true);
    const crash = await list('vassalage=BGS&gameClassify=CRASH&pageSize=12');
    expect(crash.content).toHaveLength(12);
    const hot = await list('filter=HOT&pageSize=999');
    const fresh = await list('filter=NEW&pageSize=999');
    expect(hot.content.length).toBeGreaterThan(0);
    expect(hot.content.every((g) => g.isHot === 1)).toBe(true);
    expect(fresh.content.every((g) => g.isNew)).toBe(true);
    expect(fresh.totalElements).toBeGreaterThan(hot.totalElements);
  });

  it('keeps BGS out of the plain RNG list (spec §9) but lists it by vendor', async () => {
    const rng = await list('gameType=RNG&pageSize=999&pageNo=1');
    const inhouse = await list('gameType=RNG&vassalage=BGS');
    expect(rng.content.some((g) => g.vassalage === 'BGS')).toBe(false);
    expect(inhouse.totalElements).toBeGreaterThan(0);
  });

  it('finds a game by any part of its name or code, in any case', async () => {
    const byName = await list('name=tEmPlE%20oF%20rEp');
    expect(byName.content.map((g) => [g.gameCode, g.displayName, g.maintenance])).toEqual([
      ['PG_MAINT_DEMO', 'Temple of Repairs', true],
    ]);
    expect((await list('name=maint_demo')).content.map((g) => g.gameCode)).toEqual([
      'PG_MAINT_DEMO',
    ]);
    const dragons = await list('name=DRAGON&gameType=RNG&pageSize=50');
    expect(dragons.totalElements).toBeGreaterThan(50);
    expect(dragons.content.every((g) => g.displayName.toLowerCase().includes('dragon'))).toBe(true);
    // LIKE wildcards are literal: "%" matches no name.
    expect((await list('name=%25')).totalElements).toBe(0);
  });

  it('hides a vendor the merchant switched off, everywhere', async () => {
    expect((await list('vassalage=KX')).totalElements).toBe(0);
    expect((await list('vassalage=KX', 'LUMEN')).totalElements).toBeGreaterThan(0);
    expect((await list('name=kx_')).totalElements).toBe(0);
    const lanes = valueOf<VendorLanes>(await merchantGet(t.app, 'AURORA', PATHS.vendorLanes));
    const cards = lanes.data.lanes.flatMap((lane) => lane.cards.map((c) => c.vassalage));
    expect(cards).not.toContain('KX');
    const hot = valueOf<HotGames>(await merchantGet(t.app, 'LUMEN', PATHS.hotGames));
    expect(hot.list.some((g) => ['BBIN', 'IMES', 'DS88'].includes(g.vassalage))).toBe(false);
  });

  it('answers bad input with 400 BAD_REQUEST', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=1000',
      'gameType=SLOTS',
      'pageNo=0',
      'filter=FAV',
    ]) {
      const res = await merchantGet(t.app, 'AURORA', `${PATHS.gameList}?${query}`);
      expect([res.statusCode, res.json<Envelope<null>>().code]).toEqual([400, 'BAD_REQUEST']);
    }
  });

  it('ignores client parameters the spec sends', async () => {
    const plain = await list('gameType=LIVE&pageSize=5');
    const spec = await list(
      'gameType=LIVE&pageSize=5&clientType=WEB&platform=html5-desktop&merchant=X&language=bn',
    );
    expect(spec).toEqual(plain);
  });

  it('answers vendor lanes per game type, with lobby games and artwork', async () => {
    const { lanes } = valueOf<VendorLanes>(
      await merchantGet(t.app, 'AURORA', `${PATHS.vendorLanes}?platform=html5-desktop`),
    ).data;
    expect(lanes.map((l) => l.title)).toEqual([...GAME_TYPES]);
    const lane = (title: string) => lanes.find((l) => l.title === title);
    const sports = lane('SPORTS')?.cards ?? [];
    expect(sports.every((card) => card.gameCode !== null)).toBe(true);
    expect(lane('RNG')?.cards.every((card) => card.gameCode === null)).toBe(true);
    expect(lane('RNG')?.cards.find((c) => c.vassalage === 'BGS')).toMatchObject({
      gameClassify: 'CRASH',
      iconUrl: '/cdn/vendors/BGS.svg',
    });
    expect(lane('RNG')?.cards.find((c) => c.vassalage === 'TTG')?.maintenance).toBe(true);
    expect(lane('ELOTT')?.cards.map((c) => c.gameCode)).toEqual([
      'VN_HANOI_1M',
      'TCG_LOTTO_FAST3_1M',
    ]);
    expect(lane('RNG')?.gameClassify.find((g) => g.classify === 'CRASH')?.vendors).toEqual(['BGS']);
    // The site reshapes: BGS moves to an INHOUSE lane right after RNG.
    const titles = reshapeLanes(lanes).map((l) => l.title);
    expect(titles.slice(0, 4)).toEqual(['LIVE', 'RNG', 'INHOUSE', 'FISH']);
  });

  it('answers hot games: playable, hot, at most 24', async () => {
    const hot = valueOf<HotGames>(
      await merchantGet(t.app, 'AURORA', `${PATHS.hotGames}?isPlatform=2&refresh=1`),
    );
    expect(hot.list.length).toBeGreaterThan(6);
    expect(hot.list.length).toBeLessThanOrEqual(24);
    expect(hot.list.every((g) => g.isHot === 1 && g.isGame)).toBe(true);
    expect(hot.list[0]?.iconUrl).toBe(`${PATHS.gameArt}/${hot.list[0]?.gameCode}.svg`);
  });

  it('derives poker rooms from PVP poker games, the same on every call', async () => {
    const rooms = async () =>
      valueOf<{ rooms: PokerRoom[] }>(await merchantGet(t.app, 'AURORA', PATHS.pokerRooms)).rooms;
    const first = await rooms();
    expect(first.length).toBeGreaterThan(0);
    expect(await rooms()).toEqual(first);
    for (const room of first) {
      expect(room.bigBlind).toBe(room.smallBlind * 2);
      expect(Number.isInteger(room.smallBlind)).toBe(true);
      expect(room.players).toBeLessThanOrEqual(room.seats);
    }
    expect(first.some((room) => room.gameCode.startsWith('KX_'))).toBe(false);
  });

  it('lists live hosts per live vendor with avatars', async () => {
    const hosts = valueOf<LiveModel[]>(await merchantGet(t.app, 'LUMEN', PATHS.liveModels));
    expect(hosts.length).toBeGreaterThanOrEqual(8 * 4);
    expect(hosts.some((host) => host.modelId.startsWith('BBIN-'))).toBe(false);
    expect(hosts[0]).toMatchObject({ modelId: 'AG-1', avatarUrl: '/cdn/hosts/AG-1.svg' });
    const avatar = await t.app.inject({ url: hosts[0]?.avatarUrl ?? '' });
    expect([avatar.statusCode, avatar.body]).toEqual([
      200,
      expect.stringContaining(hosts[0]?.name ?? '?'),
    ]);
  });
});
