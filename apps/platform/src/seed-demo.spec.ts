import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import { createTestDb, type TestDb } from './testing/test-db';

describe('the seed without demo data (DEMO_DATA=off, production)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite-memory');
    await migrateToLatest(t.db);
    await seed(t.db, { demo: false });
  }, 120_000);
  afterAll(() => t?.dispose());

  it('creates the merchants and their settings but no account with a published password', async () => {
    const merchants = await t.db.selectFrom('merchant').select('code').orderBy('code').execute();
    expect(merchants.map((m) => m.code)).toEqual(['AURORA', 'LUMEN', 'SAHRA']);
    const settings = await t.db
      .selectFrom('merchant_account_settings')
      .select('merchant_code')
      .execute();
    expect(settings).toHaveLength(3);
    const members = await t.db.selectFrom('member').select('account').execute();
    expect(members).toEqual([]);
  });
});
