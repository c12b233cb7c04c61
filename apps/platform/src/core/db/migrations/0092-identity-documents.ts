import { sql, type Kysely } from 'kysely';

/**
 * Identity documents (issue 29, the player desk; modules/identity): each upload a member makes
 * (`identity_document`: kind, side, the file's name in DOCUMENT_DIR, its checked type, its
 * review status), each decision on one (`identity_review`: who, approve or reject, the reason)
 * and each merchant's threshold above which a withdrawal waits for approved documents
 * (`identity_setting`, null or no row: never). At most one document of a kind and side awaits
 * review per member (a partial unique index), so two uploads at once leave one pending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table identity_document (
    id bigserial primary key,
    merchant_code text not null,
    member_id bigint not null references member(id) on delete cascade,
    kind text not null
      check (kind in ('NATIONAL_ID', 'PASSPORT', 'DRIVING_LICENCE', 'PROOF_OF_ADDRESS')),
    side text check (side in ('FRONT', 'BACK')),
    file_name text not null,
    media_type text not null check (media_type in ('image/png', 'image/jpeg', 'application/pdf')),
    size integer not null check (size > 0),
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    reason text,
    reviewed_by text,
    reviewed_at timestamptz,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index identity_document_member on identity_document (member_id, id)`.execute(db);
  await sql`create index identity_document_queue on identity_document (merchant_code, status, id)`.execute(
    db,
  );
  await sql`create unique index identity_document_one_pending on identity_document
    (member_id, kind, coalesce(side, '')) where status = 'pending'`.execute(db);
  await sql`create table identity_review (
    id bigserial primary key,
    document_id bigint not null references identity_document(id) on delete cascade,
    decision text not null check (decision in ('approved', 'rejected')),
    reason text,
    actor_kind text not null,
    actor_id text not null,
    actor_name text not null,
    decided_at timestamptz not null
  )`.execute(db);
  await sql`create unique index identity_review_once on identity_review (document_id)`.execute(db);
  await sql`create table identity_setting (
    merchant_code text primary key,
    documents_threshold bigint check (documents_threshold >= 0),
    updated_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table identity_setting`.execute(db);
  await sql`drop table identity_review`.execute(db);
  await sql`drop table identity_document`.execute(db);
}
