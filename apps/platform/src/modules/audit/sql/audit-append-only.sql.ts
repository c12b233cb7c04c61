import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The triggers on `audit_entry` (migration 0085) run this on every UPDATE and DELETE of a row and
 * on TRUNCATE: the audit trail is append only, whoever asks.
 */
export const auditAppendOnly: StoredFunction = {
  signature: 'audit_entry_append_only()',
  sql: `create or replace function audit_entry_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_entry is append only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end $$`,
};
