import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';

interface TestTables {
  counter: { id: number; value: number };
  item: { name: string };
}

describe('PGliteDialect', () => {
  let db: Kysely<TestTables>;

  beforeAll(async () => {
    db = new Kysely<TestTables>({ dialect: new PGliteDialect(new PGlite()) });
    await db.schema
      .createTable('counter')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('item')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .execute();
  });
  afterAll(() => db.destroy());
  beforeEach(async () => {
    await db.deleteFrom('item').execute();
    await db.deleteFrom('counter').execute();
    await db.insertInto('counter').values({ id: 1, value: 0 }).execute();
  });

  it('runs concurrent read-then-write transactions one after another, losing no update', async () => {
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const { value } = await trx
          .selectFrom('counter')
          .select('value')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await sleep(5); // give a competing transaction every chance to interleave
        await trx
          .updateTable('counter')
          .set({ value: value + 1 })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const { value } = await db.selectFrom('counter').select('value').executeTakeFirstOrThrow();
    expect(value).toBe(10);
  });

  it('keeps a query issued outside an open transaction out of it', async () => {
    let outsideCount: Promise<number> | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('item').values({ name: 'uncommitted' }).execute();
        outsideCount = db
          .selectFrom('item')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => r.n);
        await sleep(5);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // Had it run on the transaction's session it would have counted the rolled-back row.
    expect(await outsideCount).toBe(0);
  });

  it('rolls back a failed transaction and frees the connection', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ name: 'a' }).execute();
        await trx.insertInto('item').values({ name: 'a' }).execute(); // duplicate key
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.selectFrom('item').selectAll().execute()).toEqual([]);
  });

  it('reports affected rows for writes', async () => {
    const result = await db
      .insertInto('item')
      .values([{ name: 'x' }, { name: 'y' }])
      .executeTakeFirst();
    expect(result.numInsertedOrUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('item').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('says plainly that streaming is not supported', async () => {
    const consume = async () => {
      for await (const row of db.selectFrom('item').selectAll().stream()) void row;
    };
    await expect(consume()).rejects.toThrow('PGliteDialect does not support streaming queries');
  });

  it('runs a parameterless script (pg-boss installs its schema as one) and answers its last result', async () => {
    const result = await db.executeQuery<{ name: string }>(
      CompiledQuery.raw(
        "begin; insert into item values ('s1'); insert into item values ('s2'); commit; select name from item order by name",
      ),
    );
    expect(result.rows).toEqual([{ name: 's1' }, { name: 's2' }]);
  });
});
