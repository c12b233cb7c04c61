import {
  PLAYER_PAGE_DEFAULT,
  type AuditActor,
  type PlayerNote,
  type PlayerNotePage,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import type { MemberNoteTable } from './players-tables';
import type { Selectable } from 'kysely';
import './players-tables';

const toNote = (row: Selectable<MemberNoteTable>): PlayerNote => ({
  id: String(row.id),
  at: new Date(row.at).toISOString(),
  author: {
    kind: row.actor_kind as AuditActor['kind'],
    id: row.actor_id,
    name: row.actor_name,
  },
  text: row.text,
});

/** Adds a note by `author`; notes are never changed or deleted (the table refuses both). */
export async function addNote(
  db: Db,
  memberId: number,
  author: AuditActor,
  text: string,
  now: Date,
): Promise<PlayerNote> {
  const row = await db
    .insertInto('member_note')
    .values({
      member_id: memberId,
      at: now,
      actor_kind: author.kind,
      actor_id: author.id,
      actor_name: author.name,
      text: text.trim(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNote(row);
}

/** The member's notes, newest first, a page at a time (cursor: the last note's id). */
export async function notesOf(
  db: Db,
  memberId: number,
  { cursor, limit = PLAYER_PAGE_DEFAULT }: { cursor?: string | undefined; limit?: number },
): Promise<PlayerNotePage> {
  let query = db
    .selectFrom('member_note')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor) query = query.where('id', '<', cursor);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map(toNote),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
  };
}
