import type { Generated } from 'kysely';
import type { PlayerTag } from '@tessera/contract';
import type { Id } from '../../core/db/tables';

/** A staff note on a member: append only (migration 0090's triggers refuse UPDATE and DELETE). */
export interface MemberNoteTable {
  id: Generated<Id>;
  member_id: Id;
  at: Date;
  actor_kind: string;
  actor_id: string;
  actor_name: string;
  text: string;
}

/** A tag staff put on a member, from the contract's list. */
export interface MemberTagTable {
  member_id: Id;
  tag: PlayerTag;
  added_at: Date;
  added_by: string;
}

// This module's part of the one Database type (declaration merging; core imports no module).
declare module '../../core/db/tables' {
  interface Database {
    member_note: MemberNoteTable;
    member_tag: MemberTagTable;
  }
}
