import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';
import { sql } from 'kysely';
import { migrateToLatest, storedFunctions } from '../../migrate';
import { sha256 } from '../security/tokens';
import { migrations } from './migrations';
import { seed } from '../../seed';

const CONTENT_TABLES = [
  'merchant_feature',
  'merchant_site',
  'merchant_customer_service',
  'merchant_social_link',
  'merchant_resource',
  'announcement',
  'help_topic',
  'game_vendor',
  'game_type_vendor',
  'merchant_vendor',
] as const;

describe.each(testDbKinds())('migrations and seed on %s', (kind) => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(() => testDb?.dispose());

  it('applies every migration to a fresh database, then has nothing left to apply', async () => {
    const first = await migrateToLatest(testDb.db);
    expect(first.migrations.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'merchant',
        'merchant_feature',
        'merchant_site',
        'merchant_social_link',
        'announcement',
        'help_topic',
        'game_vendor',
        'game_type_vendor',
        'merchant_vendor',
      ]),
    );
    expect(await migrateToLatest(testDb.db)).toEqual({
      migrations: [],
      functions: { applied: [], dropped: [] },
    });
  });

  it('runs every stored function as its source has it, and none without a source', async () => {
    const { rows } = await sql<{ signature: string; body: string; sha256: string | null }>`
      select p.oid::regprocedure::text as signature, p.prosrc as body, f.sha256
      from pg_proc p left join stored_function f on f.name = p.proname
      where p.pronamespace = current_schema()::regnamespace`.execute(testDb.db);
    const expected = await Promise.all(
      storedFunctions.map(async (fn) => ({
        // The signature as PostgreSQL spells it (timestamptz is `timestamp with time zone`).
        signature: (
          await sql<{ s: string }>`select to_regprocedure(${fn.signature})::text as s`.execute(
            testDb.db,
          )
        ).rows[0]?.s,
        body: /\$\$([\s\S]*)\$\$/.exec(fn.sql)?.[1],
        sha256: sha256(fn.sql),
      })),
    );
    const bySignature = (a: { signature?: string }, b: { signature?: string }) =>
      String(a.signature) < String(b.signature) ? -1 : 1;
    expect(rows.sort(bySignature)).toEqual(expected.sort(bySignature));
  });

  it('seeds the merchants (the hand-made brands and the generated ones) with their trees and content, and seeding again changes nothing', async () => {
    await seed(testDb.db);
    const count = async (table: (typeof CONTENT_TABLES)[number]) =>
      Number(
        (
          await testDb.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const countRows = async () => ({
      merchants: (
        await testDb.db.selectFrom('merchant').select('code').orderBy('code').execute()
      ).map((m) => m.code),
      ...Object.fromEntries(
        await Promise.all(CONTENT_TABLES.map(async (table) => [table, await count(table)])),
      ),
    });
    const once = await countRows();
    expect(once.merchants).toEqual(['AURORA', 'LUMEN', 'SAHRA']);
    for (const table of CONTENT_TABLES) expect(once[table], table).toBeGreaterThan(0);

    await seed(testDb.db);
    expect(await countRows()).toEqual(once);
  });

  it('keeps an operator edit when seeding again', async () => {
    await testDb.db
      .updateTable('merchant')
      .set({ display_name: 'Aurora Renamed' })
      .where('code', '=', 'AURORA')
      .execute();
    await seed(testDb.db);
    const aurora = await testDb.db
      .selectFrom('merchant')
      .select('display_name')
      .where('code', '=', 'AURORA')
      .executeTakeFirst();
    expect(aurora?.display_name).toBe('Aurora Renamed');
  });

  it('refuses a default language the merchant does not offer', async () => {
    await expect(
      testDb.db
        .insertInto('merchant')
        .values({
          code: 'BAD',
          display_name: 'Bad',
          currency: 'USD',
          default_language: 'pt',
          languages: ['en'],
        })
        .execute(),
    ).rejects.toThrow(/merchant_default_language_listed/);
  });
});
