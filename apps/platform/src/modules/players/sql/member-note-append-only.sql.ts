import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The triggers on `member_note` (migration 0090) run this on every UPDATE and DELETE of a row and
 * on TRUNCATE: staff notes on a member are append only, whoever asks.
 */
export const memberNoteAppendOnly: StoredFunction = {
  signature: 'member_note_append_only()',
  sql: `create or replace function member_note_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'member_note is append only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end $$`,
};

/** The players module's stored functions (see `applyStoredFunctions`). */
export const playersFunctions: readonly StoredFunction[] = [memberNoteAppendOnly];
