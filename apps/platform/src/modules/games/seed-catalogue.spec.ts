import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameArt } from './game-art';
import { createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';
import { migrateToLatest } from '../../migrate';
import { seed } from '../../seed';
import { LOTTERY_GAMES } from '../lottery';
import { catalogueGames, MAINTENANCE_DEMO } from './seed-catalogue';
import { MAINTENANCE_VENDOR, SEED_GAME_TYPE_VENDORS, SEED_VENDORS } from './seed-games';

describe('the generated catalogue', () => {
  const games = catalogueGames(LOTTERY_GAMES);

  it('has at least 10,000 games with unique codes, the same on every build', () => {
    expect(games.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
    expect(games.every((g) => /^[A-Z0-9_]+$/.test(g.code))).toBe(true);
    // Module state aside, the generators are pure: the first names never change.
    expect(games.find((g) => g.vassalage === 'PG' && g.sort === 2)?.name).toBe(
      MAINTENANCE_DEMO.name,
    );
  });

  it('files every game under a type its vendor offers, and every vendor has games', () => {
    const offered = new Set(
      Object.entries(SEED_GAME_TYPE_VENDORS).flatMap(([type, vendors = []]) =>
        vendors.map((vendor) => `${type}:${vendor}`),
      ),
    );
    const used = new Set(games.map((g) => `${g.type}:${g.vassalage}`));
    expect([...used].filter((pair) => !offered.has(pair))).toEqual([]);
    expect([...offered].filter((pair) => !used.has(pair))).toEqual([]);
    expect(SEED_VENDORS.find((v) => v.vassalage === MAINTENANCE_VENDOR)?.maintenance).toBe(true);
  });

  it('flags about 1% hot, 3% new, a few under maintenance, and has vendor entries', () => {
    const share = (pick: (g: (typeof games)[number]) => boolean) =>
      games.filter(pick).length / games.length;
    expect(share((g) => g.hot)).toBeGreaterThan(0.005);
    expect(share((g) => g.hot)).toBeLessThan(0.02);
    expect(share((g) => g.isNew)).toBeGreaterThan(0.02);
    expect(share((g) => g.isNew)).toBeLessThan(0.04);
    expect(games.filter((g) => g.maintenance).map((g) => g.code)).toContain(MAINTENANCE_DEMO.code);
    expect(games.filter((g) => !g.isGame).length).toBeGreaterThan(0);
    expect(
      games.filter((g) => g.type === 'CRICKET' && g.classify === 'CRICKET').length,
    ).toBeGreaterThan(0);
  });

  it('keeps every game artwork under 2 KB, even for the longest names', () => {
    const longest = [...games].sort((a, b) => b.name.length - a.name.length).slice(0, 20);
    for (const g of longest)
      expect(Buffer.byteLength(gameArt(g.code, g.name, g.vassalage))).toBeLessThan(2048);
  });
});

describe.each(testDbKinds())('seeding the catalogue on %s', (kind) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(kind);
    await migrateToLatest(test.db);
    await seed(test.db);
  });
  afterAll(() => test?.dispose());

  const count = async () =>
    Number(
      (
        await test.db
          .selectFrom('game')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('inserts the whole catalogue, and a second run adds nothing and keeps edits', async () => {
    expect(await count()).toBe(catalogueGames(LOTTERY_GAMES).length);
    await test.db
      .updateTable('game')
      .set({ display_name: 'Renamed by an operator' })
      .where('game_code', '=', MAINTENANCE_DEMO.code)
      .execute();
    await seed(test.db);
    expect(await count()).toBe(catalogueGames(LOTTERY_GAMES).length);
    const demo = await test.db
      .selectFrom('game')
      .select(['display_name', 'maintenance'])
      .where('game_code', '=', MAINTENANCE_DEMO.code)
      .executeTakeFirstOrThrow();
    expect(demo).toEqual({ display_name: 'Renamed by an operator', maintenance: true });
  });

  it('stores the lower-cased name and code for search', async () => {
    const row = await test.db
      .selectFrom('game')
      .select('search_text')
      .where('game_code', '=', 'VN_HANOI_5M')
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('hanoi 5-minute vn_hanoi_5m');
  });
});
