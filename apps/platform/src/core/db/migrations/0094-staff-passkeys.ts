import { sql, type Kysely } from 'kysely';

/**
 * Issue 29: staff passkeys (WebAuthn), optional beside the authenticator (modules/staff). Each
 * passkey keeps its credential id (base64url, unique: one authenticator key is one member's),
 * its COSE public key (base64url), the signature counter it last reported, its transports and
 * the name the member gave it. A challenge the platform hands out is kept until it is answered
 * once or PASSKEY_CHALLENGE_MINUTES pass: a sign-in one (no member yet) or a member's
 * registration one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_passkey (
    id serial primary key,
    staff_id integer not null references staff_member (id) on delete cascade,
    credential_id text not null unique,
    public_key text not null,
    sign_count bigint not null default 0 check (sign_count >= 0),
    transports jsonb not null default '[]'::jsonb,
    name text not null,
    created_at timestamptz not null,
    last_used_at timestamptz
  )`.execute(db);
  await sql`create index staff_passkey_staff on staff_passkey (staff_id)`.execute(db);

  await sql`create table staff_passkey_challenge (
    challenge text primary key,
    purpose text not null check (purpose in ('register', 'sign-in')),
    staff_id integer references staff_member (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create index staff_passkey_challenge_expiry on staff_passkey_challenge (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_passkey_challenge`.execute(db);
  await sql`drop table staff_passkey`.execute(db);
}
