import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: a sign-in proven by a single-use code (the SMS login code, an unlock code) that
 * must take a further step (unfamiliar-IP answer, authenticator code) gets a ticket to come
 * back with, since the code is spent: stored hashed, bound to the member and IP, used once.
 * A member without a password (mobile-only) sets its first one with a code (purpose PASSWORD)
 * sent to its own mobile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_sign_in')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) => col.notNull())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('pending_sign_in_member')
    .on('pending_sign_in')
    .columns(['member_id', 'ip'])
    .execute();
  await sql`alter table verification_code
    drop constraint verification_code_purpose_check,
    add constraint verification_code_purpose_check
      check (purpose in ('LOGIN', 'REGISTER', 'UNLOCK', 'BIND', 'PASSWORD'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from verification_code where purpose = 'PASSWORD'`.execute(db);
  await sql`alter table verification_code
    drop constraint verification_code_purpose_check,
    add constraint verification_code_purpose_check
      check (purpose in ('LOGIN', 'REGISTER', 'UNLOCK', 'BIND'))`.execute(db);
  await db.schema.dropTable('pending_sign_in').execute();
}
