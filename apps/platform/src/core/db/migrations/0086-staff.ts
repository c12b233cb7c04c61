import { sql, type Kysely } from 'kysely';

/**
 * Issue 29: staff accounts of the operator console (modules/staff). Built-in roles are rows
 * whose patterns (`withdrawals.*`) live in the contract and are expanded against the catalogue
 * at read time, so a new permission joins them; custom roles store explicit permission names; staff members sign in with an
 * argon2id password and an authenticator (TOTP), their sessions and pending sign-ins stored as
 * SHA-256 of the cookie token, recovery codes hashed and single use; API keys stored as SHA-256
 * of the secret. Wrong guesses are logged per key for the throttle.
 */
const BUILT_IN = [
  'owner',
  'admin',
  'finance',
  'support',
  'compliance',
  'content',
  'agent-manager',
  'auditor',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_role (
    id serial primary key,
    key text unique,
    name text not null,
    grants jsonb,
    created_at timestamptz not null default now()
  )`.execute(db);
  // Built-in roles: a row each, their patterns read from the contract (BUILT_IN_ROLES), so a
  // changed pattern or a new permission of an area applies without a migration.
  for (const key of BUILT_IN)
    await sql`insert into staff_role (key, name) values (${key}, ${key})`.execute(db);

  await sql`create table staff_member (
    id serial primary key,
    name text not null,
    email text not null,
    password_hash text not null,
    role_id integer not null references staff_role (id),
    merchants_all boolean not null,
    merchant_codes jsonb not null default '[]'::jsonb,
    ip_allow_list jsonb not null default '[]'::jsonb,
    status text not null default 'active' check (status in ('active', 'disabled')),
    totp_secret text,
    totp_enrolled_at timestamptz,
    totp_last_step bigint not null default 0,
    created_at timestamptz not null,
    last_sign_in_at timestamptz
  )`.execute(db);
  await sql`create unique index staff_member_email on staff_member (lower(email))`.execute(db);

  await sql`create table staff_recovery_code (
    id serial primary key,
    staff_id integer not null references staff_member (id) on delete cascade,
    code_hash text not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create index staff_recovery_code_staff on staff_recovery_code (staff_id)`.execute(db);

  await sql`create table staff_pending_sign_in (
    token_hash text primary key,
    staff_id integer not null references staff_member (id) on delete cascade,
    ip text not null,
    enrol_secret text,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);

  await sql`create table staff_session (
    id text primary key,
    token_hash text not null unique,
    staff_id integer not null references staff_member (id) on delete cascade,
    csrf_token text not null,
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    ip text not null,
    user_agent text not null,
    ended_at timestamptz
  )`.execute(db);
  await sql`create index staff_session_staff on staff_session (staff_id)`.execute(db);

  await sql`create table staff_api_key (
    id serial primary key,
    name text not null,
    secret_hash text not null unique,
    prefix text not null,
    owner_staff_id integer references staff_member (id) on delete cascade,
    service_name text,
    -- Null once its custom role is deleted (only a revoked key can lose its role).
    role_id integer references staff_role (id) on delete set null,
    merchants_all boolean not null,
    merchant_codes jsonb not null default '[]'::jsonb,
    created_by text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    last_used_at timestamptz,
    revoked_at timestamptz,
    check ((owner_staff_id is null) <> (service_name is null))
  )`.execute(db);

  await sql`create table staff_failed_try (
    id bigserial primary key,
    key text not null,
    at timestamptz not null
  )`.execute(db);
  await sql`create index staff_failed_try_key on staff_failed_try (key, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'staff_failed_try',
    'staff_api_key',
    'staff_session',
    'staff_pending_sign_in',
    'staff_recovery_code',
    'staff_member',
    'staff_role',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
