import { PATHS, type LotteryDraw } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Db } from '../../core/db/database';
import { migrateToLatest } from '../../migrate';
import { merchantGet, valueOf } from '../../testing/requests';
import { createSeededTestDb, createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';
import { drawnResult, latestDrawIndex } from './lottery-draws';
import { lotteryDefinition, type LotteryDefinition } from './lottery-games';
import { databaseDrawSecret, drawKeySource } from './lottery-secret';

const NOW = new Date('2026-11-22T10:02:30Z');
const HANOI = lotteryDefinition('VN_HANOI_5M') as LotteryDefinition;
const CONFIGURED = 'lottery-secret.spec configured secret, 32+ characters';

// The draw key is one per database: every replica on it draws the same numbers, and the first
// uses racing to make it leave one secret that they all read back.
describe.each(testDbKinds())('the lottery draw secret on %s', (kind) => {
  let shared: TestDb;
  // On PostgreSQL the second instance has its own pool, as a second replica would; PGlite is
  // one embedded database that a second process cannot open, so both share its handle.
  let secondDb: Db;
  const apps: ReturnType<typeof buildApp>[] = [];
  beforeAll(async () => {
    shared = await createSeededTestDb(kind);
    secondDb =
      kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: shared.url ?? '' })
        : shared.db;
    const now = () => NOW;
    apps.push(
      buildApp({ db: shared.db, logger: false, now }),
      buildApp({ db: secondDb, logger: false, now }),
      // A deployment that sets LOTTERY_DRAW_SECRET on the same database.
      buildApp({ db: shared.db, logger: false, now, lotteryDrawSecret: CONFIGURED }),
    );
    // One after another: each installs its job queue's schema (pg-boss) on first start.
    for (const app of apps) await app.ready();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (secondDb !== shared?.db) await secondDb?.destroy();
    await shared?.dispose();
  });

  const recent = (index: number) =>
    merchantGet(apps[index]!, 'AURORA', `${PATHS.lotteryRecent}?gameCode=VN_HANOI_5M`).then((res) =>
      valueOf<LotteryDraw[]>(res),
    );

  it('is made once when ten first uses race, and all of them read that one', async () => {
    const empty = await createTestDb(kind);
    try {
      await migrateToLatest(empty.db);
      const keys = await Promise.all(Array.from({ length: 10 }, () => drawKeySource(empty.db)()));
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
      const rows = await empty.db.selectFrom('lottery_secret').select('secret').execute();
      expect(rows).toHaveLength(1);
      expect(keys[0]?.toString('utf8')).toBe(rows[0]?.secret);
      // 32 random bytes, hex: nothing a reader of the source could guess.
      expect(rows[0]?.secret).toMatch(/^[0-9a-f]{64}$/);
      // Later uses (a restart) keep it.
      expect(await databaseDrawSecret(empty.db)).toBe(rows[0]?.secret);
    } finally {
      await empty.dispose();
    }
  });

  it('gives two instances on one database the same draws from their first call', async () => {
    const [first, second] = await Promise.all([recent(0), recent(1)]);
    expect(first).toHaveLength(10);
    expect(second).toEqual(first);
    // They are the numbers of the database's secret.
    const { secret } = await shared.db
      .selectFrom('lottery_secret')
      .select('secret')
      .executeTakeFirstOrThrow();
    const latest = latestDrawIndex(HANOI, NOW);
    expect(first[0]).toEqual(drawnResult(Buffer.from(secret), HANOI, latest, NOW));
  });

  it('uses LOTTERY_DRAW_SECRET instead when the deployment sets it', async () => {
    const configured = await recent(2);
    const latest = latestDrawIndex(HANOI, NOW);
    expect(configured[0]).toEqual(drawnResult(Buffer.from(CONFIGURED), HANOI, latest, NOW));
    expect(configured[0]?.numbers).not.toEqual((await recent(0))[0]?.numbers);
    expect(await shared.db.selectFrom('lottery_secret').select('id').execute()).toHaveLength(1);
  });
});
