import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';
import { sha256 } from '../security/tokens';
import { applyStoredFunctions, type StoredFunction } from './stored-functions';

/** A function `name(p integer)` answering `p + add`; `type` is its return type. */
const adder = (name: string, add: number, type = 'integer'): StoredFunction => ({
  signature: `${name}(integer)`,
  sql: `create or replace function ${name}(p integer) returns ${type}
    language sql immutable as $$ select (p + ${add})::${type} $$`,
});

describe.each(testDbKinds())('stored functions on %s', (kind) => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(() => testDb?.dispose());

  const call = async (name: string) =>
    (await sql<{ v: unknown }>`select ${sql.raw(name)}(1) as v`.execute(testDb.db)).rows[0]?.v;
  const recorded = async () =>
    (
      await sql<{ name: string; sha256: string }>`select name, sha256 from stored_function
        order by name`.execute(testDb.db)
    ).rows;
  const live = async () =>
    (
      await sql<{ signature: string; body: string }>`
        select p.oid::regprocedure::text as signature, p.prosrc as body from pg_proc p
        where p.pronamespace = current_schema()::regnamespace order by 1`.execute(testDb.db)
    ).rows;

  it('applies a new function once and records its hash; an unchanged one is left alone', async () => {
    const one = adder('sf_one', 1);
    expect(await applyStoredFunctions(testDb.db, [one])).toEqual({
      applied: ['sf_one'],
      dropped: [],
    });
    expect(await call('sf_one')).toBe(2);
    expect(await recorded()).toEqual([{ name: 'sf_one', sha256: sha256(one.sql) }]);
    expect(await live()).toEqual([
      { signature: 'sf_one(integer)', body: ' select (p + 1)::integer ' },
    ]);

    expect(await applyStoredFunctions(testDb.db, [one])).toEqual({ applied: [], dropped: [] });
  });

  it('re-applies a changed text once, the unchanged ones not at all', async () => {
    await applyStoredFunctions(testDb.db, [adder('sf_one', 1), adder('sf_two', 2)]);
    const changed = [adder('sf_one', 10), adder('sf_two', 2)];
    expect(await applyStoredFunctions(testDb.db, changed)).toEqual({
      applied: ['sf_one'],
      dropped: [],
    });
    expect([await call('sf_one'), await call('sf_two')]).toEqual([11, 3]);
    expect(await applyStoredFunctions(testDb.db, changed)).toEqual({ applied: [], dropped: [] });
  });

  it('re-applies a function edited or dropped by hand', async () => {
    const sources = [adder('sf_one', 10), adder('sf_two', 2)];
    await sql.raw(adder('sf_one', 99).sql).execute(testDb.db);
    await sql`drop function sf_two(integer)`.execute(testDb.db);
    expect(await applyStoredFunctions(testDb.db, sources)).toEqual({
      applied: ['sf_one', 'sf_two'],
      dropped: [],
    });
    expect([await call('sf_one'), await call('sf_two')]).toEqual([11, 3]);
  });

  it('replaces a function whose return type changed, which create or replace refuses', async () => {
    const sources = [adder('sf_one', 10, 'bigint'), adder('sf_two', 2)];
    expect(await applyStoredFunctions(testDb.db, sources)).toEqual({
      applied: ['sf_one'],
      dropped: [],
    });
    // A bigint comes back from the driver as a string.
    expect(String(await call('sf_one'))).toBe('11');
  });

  it('drops a function its sources no longer declare, and an old overload', async () => {
    await sql`create function sf_two(p text) returns text language sql as $$ select p $$`.execute(
      testDb.db,
    );
    expect(await applyStoredFunctions(testDb.db, [adder('sf_one', 10, 'bigint')])).toEqual({
      applied: [],
      dropped: ['sf_two(integer)', 'sf_two(text)'],
    });
    expect((await live()).map((f) => f.signature)).toEqual(['sf_one(integer)']);
    expect((await recorded()).map((f) => f.name)).toEqual(['sf_one']);
  });

  it('refuses a source whose text creates another function than its signature, changing nothing', async () => {
    const wrong = { ...adder('sf_three', 3), signature: 'sf_three(text)' };
    await expect(
      applyStoredFunctions(testDb.db, [adder('sf_one', 10, 'bigint'), wrong]),
    ).rejects.toThrow('sf_three(text): its source creates a function of another name or arguments');
    expect((await live()).map((f) => f.signature)).toEqual(['sf_one(integer)']);
  });

  it('refuses two sources of one name', async () => {
    await expect(
      applyStoredFunctions(testDb.db, [adder('sf_one', 1), adder('sf_one', 2)]),
    ).rejects.toThrow('Stored function sf_one has two sources');
  });
});
