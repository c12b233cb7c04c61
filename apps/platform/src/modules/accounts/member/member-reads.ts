import type { Db } from '../../../core/db/database';

// What other modules read about members. The member table belongs to this module; others ask
// here rather than query it (tools/table-ownership.mjs). `memberRows` is a read model: a derived
// table of the columns others may read, no secrets (`.innerJoin(memberRows(db).as('m'), …)`, or
// `from ${memberRows(db)} m` inside raw SQL, where Kysely adds the parentheses). PostgreSQL
// folds the plain subquery into the outer query, so a join through it plans as the join on the
// table did.

/** Members as other modules see them: identity, place in the agent tree, state. */
export const memberRows = (db: Db) =>
  db
    .selectFrom('member')
    .select([
      'id',
      'merchant_code',
      'account',
      'nickname',
      'type',
      'parent_id',
      'referrer_id',
      'language',
      'created_at',
      'locked_at',
    ]);

/** The account names of these members, by id (a page of rows names its members in one query). */
export async function accountNames(
  db: Db,
  memberIds: readonly (string | number)[],
): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member')
    .select(['id', 'account'])
    .where('id', 'in', [...new Set(memberIds.map(Number))])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.account]));
}
