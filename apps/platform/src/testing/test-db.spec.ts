import { describe, expect, it } from 'vitest';
import type { Db } from '../core/db/database';
import { createSeededTestDb, testDbKinds } from './test-db';

const url = 'postgres://postgres@127.0.0.1:5432/test';

describe('testDbKinds', () => {
  it('runs the specs on PostgreSQL when there is one, else on in-memory PGlite', () => {
    expect(testDbKinds({ DATABASE_URL: url })).toEqual(['postgres']);
    expect(testDbKinds({})).toEqual(['pglite-memory']);
  });

  it('takes the kinds asked for by TEST_DB_KINDS, both included', () => {
    const env = { DATABASE_URL: url, TEST_DB_KINDS: 'pglite-memory, postgres' };
    expect(testDbKinds(env)).toEqual(['pglite-memory', 'postgres']);
    expect(testDbKinds({ TEST_DB_KINDS: 'pglite-memory' })).toEqual(['pglite-memory']);
  });

  it('refuses an unknown kind, and PostgreSQL without its URL, rather than skip them', () => {
    expect(() => testDbKinds({ TEST_DB_KINDS: 'mysql' })).toThrow('unknown mysql');
    expect(() => testDbKinds({ TEST_DB_KINDS: 'postgres' })).toThrow('set DATABASE_URL');
  });
});

describe.each(testDbKinds())('seeded test databases on %s', (kind) => {
  // Two databases in one test: two PGlite boots take over 20 s on a busy 2-core machine.
  it('each is a copy of the seeded template: a change in one is not seen by the next', async () => {
    const first = await createSeededTestDb(kind);
    const second = await createSeededTestDb(kind);
    try {
      const merchants = (db: Db) =>
        db.selectFrom('merchant').select('code').orderBy('code').execute();
      const seeded = await merchants(first.db);
      expect(seeded.map(({ code }) => code)).toEqual(expect.arrayContaining(['AURORA', 'LUMEN']));
      const renamed = (db: Db) =>
        db
          .selectFrom('game')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('display_name', '=', 'Changed in the first copy')
          .executeTakeFirstOrThrow()
          .then(({ n }) => Number(n));
      await first.db
        .updateTable('game')
        .set({ display_name: 'Changed in the first copy' })
        .execute();
      expect(await renamed(first.db)).toBeGreaterThan(10_000);
      expect(await renamed(second.db)).toBe(0);
      expect(await merchants(second.db)).toEqual(seeded);
    } finally {
      await first.dispose();
      await second.dispose();
    }
  }, 90_000);
});
