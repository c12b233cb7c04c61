import { sql, type Kysely } from 'kysely';

/**
 * Security centre (issue 13 B): a member binds and verifies a mobile number or e-mail address
 * with a code (purpose BIND, stored with the other codes); the member row says when each was
 * verified (null: not verified).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member')
    .addColumn('mobile_verified_at', 'timestamptz')
    .addColumn('email_verified_at', 'timestamptz')
    .execute();
  await sql`alter table verification_code
    drop constraint verification_code_purpose_check,
    add constraint verification_code_purpose_check
      check (purpose in ('LOGIN', 'REGISTER', 'UNLOCK', 'BIND'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from verification_code where purpose = 'BIND'`.execute(db);
  await sql`alter table verification_code
    drop constraint verification_code_purpose_check,
    add constraint verification_code_purpose_check
      check (purpose in ('LOGIN', 'REGISTER', 'UNLOCK'))`.execute(db);
  await db.schema
    .alterTable('member')
    .dropColumn('mobile_verified_at')
    .dropColumn('email_verified_at')
    .execute();
}
