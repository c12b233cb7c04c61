import type { ColumnType, Generated } from 'kysely';
import type { Id } from '../../core/db/tables';

/** A jsonb column: written as JSON text, read back parsed. */
type JsonColumn = ColumnType<unknown, string | null, never>;

/**
 * One operator call or refused attempt (migration 0085). Append only: the database refuses
 * UPDATE, DELETE and TRUNCATE. Rows chain per merchant (null merchant is one chain):
 * `hash` = SHA-256 over `prev_hash` and the row's canonical text (audit-chain.ts).
 */
export interface AuditEntryTable {
  id: Generated<Id>;
  merchant_code: string | null;
  at: ColumnType<Date, Date, never>;
  actor_kind: string;
  actor_id: string;
  actor_name: string;
  action: string;
  subject: JsonColumn;
  before: JsonColumn;
  after: JsonColumn;
  reason: string | null;
  ip: string;
  request_id: string;
  outcome: string;
  status: number;
  prev_hash: string | null;
  hash: string;
}

declare module '../../core/db/tables' {
  interface Database {
    audit_entry: AuditEntryTable;
  }
}
