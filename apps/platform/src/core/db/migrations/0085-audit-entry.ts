import { sql, type Kysely } from 'kysely';

/**
 * The operator audit trail (modules/audit): one row per /ops call and per refused attempt,
 * append only. A trigger refuses UPDATE and DELETE on each row and TRUNCATE on the table, so
 * no one rewrites history through the platform's own connection (a superuser can still switch
 * triggers off: the hash chain, `prev_hash` → `hash` per merchant, shows such an edit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table audit_entry (
    id bigserial primary key,
    merchant_code text,
    at timestamptz not null,
    actor_kind text not null check (actor_kind in ('service', 'staff', 'key', 'unknown')),
    actor_id text not null,
    actor_name text not null,
    action text not null,
    subject jsonb not null default '{}'::jsonb,
    before jsonb,
    after jsonb,
    reason text,
    ip text not null,
    request_id text not null,
    outcome text not null check (outcome in ('done', 'refused', 'failed')),
    status integer not null,
    prev_hash text,
    hash text not null
  )`.execute(db);
  // The chain walk and the list: per merchant (null merchant is a chain of its own), by id.
  await sql`create index audit_entry_chain on audit_entry (merchant_code, id)`.execute(db);
  await sql`create index audit_entry_at on audit_entry (at)`.execute(db);
  // The function's source is the audit module's (audit-append-only.sql.ts); made here for the
  // triggers, brought to that source with the other stored functions after the migrations.
  await sql`create function audit_entry_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_entry is append only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_entry_no_change before update or delete on audit_entry
    for each row execute function audit_entry_append_only()`.execute(db);
  await sql`create trigger audit_entry_no_truncate before truncate on audit_entry
    for each statement execute function audit_entry_append_only()`.execute(db);
}

/** Drops the triggers, their function and the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_entry`.execute(db);
  await sql`drop function audit_entry_append_only()`.execute(db);
}
