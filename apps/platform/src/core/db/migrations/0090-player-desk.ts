import { sql, type Kysely } from 'kysely';

/**
 * The operator's player desk (issue 29).
 * - A member's lock says who set it (`upline`: the agent centre; `operator`: staff, with a
 *   reason); an upline's unlock leaves a staff block alone.
 * - Search indexes: username, e-mail (lower case) and mobile by prefix, each in byte order
 *   (`collate "C"`, so a prefix is a range scan and pages come out in index order), across every
 *   merchant and within one; sign-ins by IP.
 * - Notes on a member, append only (a trigger refuses UPDATE, DELETE and TRUNCATE, like the
 *   audit trail), and tags from the contract's list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member
    add column lock_source text check (lock_source in ('upline', 'operator')),
    add column lock_reason text`.execute(db);
  await sql`create index member_search_account on member ((lower(account) collate "C"), id)`.execute(
    db,
  );
  await sql`create index member_search_account_merchant
    on member (merchant_code, (lower(account) collate "C"), id)`.execute(db);
  await sql`create index member_search_email on member ((lower(email) collate "C"), id)
    where email is not null`.execute(db);
  await sql`create index member_search_email_merchant
    on member (merchant_code, (lower(email) collate "C"), id) where email is not null`.execute(db);
  await sql`create index member_search_mobile on member ((mobile_num collate "C"), id)
    where mobile_num is not null`.execute(db);
  await sql`create index member_search_mobile_merchant
    on member (merchant_code, (mobile_num collate "C"), id) where mobile_num is not null`.execute(
    db,
  );
  await sql`create index login_history_ip on login_history (ip, member_id)`.execute(db);

  await sql`create table member_note (
    id bigserial primary key,
    member_id bigint not null references member (id),
    at timestamptz not null,
    actor_kind text not null,
    actor_id text not null,
    actor_name text not null,
    text text not null
  )`.execute(db);
  await sql`create index member_note_member on member_note (member_id, id)`.execute(db);
  // The function's source is the players module's (member-note-append-only.sql.ts).
  await sql`create function member_note_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'member_note is append only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger member_note_no_change before update or delete on member_note
    for each row execute function member_note_append_only()`.execute(db);
  await sql`create trigger member_note_no_truncate before truncate on member_note
    for each statement execute function member_note_append_only()`.execute(db);

  await sql`create table member_tag (
    member_id bigint not null references member (id) on delete cascade,
    tag text not null check (tag in ('vip', 'risk', 'bonus-abuser')),
    added_at timestamptz not null,
    added_by text not null,
    primary key (member_id, tag)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_tag`.execute(db);
  await sql`drop table member_note`.execute(db);
  await sql`drop function member_note_append_only()`.execute(db);
  await sql`drop index login_history_ip`.execute(db);
  for (const index of [
    'member_search_account',
    'member_search_account_merchant',
    'member_search_email',
    'member_search_email_merchant',
    'member_search_mobile',
    'member_search_mobile_merchant',
  ])
    await sql`drop index ${sql.ref(index)}`.execute(db);
  await sql`alter table member drop column lock_source, drop column lock_reason`.execute(db);
}
