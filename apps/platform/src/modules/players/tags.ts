import { PLAYER_TAGS, type AuditActor, type PlayerTag } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import './players-tables';

/** The member's tags, in the contract's order. */
export async function tagsOf(db: Db, memberId: number): Promise<PlayerTag[]> {
  const rows = await db
    .selectFrom('member_tag')
    .select('tag')
    .where('member_id', '=', memberId)
    .execute();
  const set = new Set(rows.map((row) => row.tag));
  return PLAYER_TAGS.filter((tag) => set.has(tag));
}

/** Adds a tag (adding it again changes nothing) and answers the member's tags. */
export async function addTag(
  db: Db,
  memberId: number,
  tag: PlayerTag,
  by: AuditActor,
  now: Date,
): Promise<PlayerTag[]> {
  await db
    .insertInto('member_tag')
    .values({ member_id: memberId, tag, added_at: now, added_by: by.name })
    .onConflict((oc) => oc.columns(['member_id', 'tag']).doNothing())
    .execute();
  return tagsOf(db, memberId);
}

/** Removes a tag (removing an absent one changes nothing) and answers the member's tags. */
export async function removeTag(db: Db, memberId: number, tag: PlayerTag): Promise<PlayerTag[]> {
  await db
    .deleteFrom('member_tag')
    .where('member_id', '=', memberId)
    .where('tag', '=', tag)
    .execute();
  return tagsOf(db, memberId);
}
