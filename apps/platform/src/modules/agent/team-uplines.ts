import type { PlayerUpline } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import './agent-tables';

/**
 * The member's place in the agent tree: every upline from its parent (depth 1) up to the top,
 * read from the closure table (the player desk's profile).
 */
export async function uplinesOf(db: Db, memberId: number): Promise<PlayerUpline[]> {
  const rows = await db
    .selectFrom('team_path as p')
    .innerJoin(memberRows(db).as('m'), 'm.id', 'p.ancestor_id')
    .select(['p.ancestor_id', 'p.depth', 'm.account'])
    .where('p.member_id', '=', memberId)
    .where('p.depth', '>', 0)
    .orderBy('p.depth')
    .execute();
  return rows.map((row) => ({
    id: String(row.ancestor_id),
    username: row.account,
    depth: Number(row.depth),
  }));
}
