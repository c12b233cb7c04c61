import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../core/db/database';
import { migrateToLatest } from '../../migrate';
import { createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';
import './agent-tables';

describe.each(testDbKinds())('the team tree on %s', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
    await migrateToLatest(db);
    await db
      .insertInto('merchant')
      .values({
        code: 'TREE',
        display_name: 'Tree',
        currency: 'BDT',
        default_language: 'en',
        languages: ['en'],
      })
      .execute();
  }, 120_000);
  afterAll(() => t?.dispose());

  async function add(account: string, parent?: number): Promise<number> {
    const row = await db
      .insertInto('member')
      .values({
        merchant_code: 'TREE',
        account,
        type: parent ? 0 : 1,
        parent_id: parent ?? null,
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  /** Everyone under `id` with their depth, by account. */
  async function team(id: number): Promise<Record<string, number>> {
    const rows = await db
      .selectFrom('team_path')
      .innerJoin('member', 'member.id', 'team_path.member_id')
      .select(['member.account', 'team_path.depth'])
      .where('team_path.ancestor_id', '=', id)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.account, r.depth]));
  }

  it('lists every member under an agent at any depth as members register', async () => {
    const top = await add('top');
    const a = await add('a', top);
    const b = await add('b', a);
    await add('c', b);
    await add('d', top);
    expect(await team(top)).toEqual({ top: 0, a: 1, b: 2, c: 3, d: 1 });
    expect(await team(a)).toEqual({ a: 0, b: 1, c: 2 });
  });

  it('moves a whole subtree when a member changes upline, and refuses a loop', async () => {
    const root = await add('root');
    const mid = await add('mid', root);
    const leaf = await add('leaf', mid);
    const other = await add('other', root);
    await db.updateTable('member').set({ parent_id: other }).where('id', '=', mid).execute();
    expect(await team(other)).toEqual({ other: 0, mid: 1, leaf: 2 });
    expect(await team(root)).toEqual({ root: 0, other: 1, mid: 2, leaf: 3 });

    const loop = db.updateTable('member').set({ parent_id: leaf }).where('id', '=', mid).execute();
    await expect(loop).rejects.toThrow(/own downline/);
    expect(await team(mid)).toEqual({ mid: 0, leaf: 1 });
  });

  it('fills the tree of members who existed before the migration', async () => {
    const rows = await sql<{ missing: number }>`
      select count(*)::int as missing from member m
      where not exists (select 1 from team_path p where p.ancestor_id = m.id and p.member_id = m.id)`.execute(
      db,
    );
    expect(rows.rows[0]?.missing).toBe(0);
  });
});
