import { sql, type Kysely } from 'kysely';

/**
 * Unlock codes (issue 13 A3): the owner of an account locked for their IP gets a code by SMS or
 * e-mail, stored with the other verification codes under purpose UNLOCK.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verification_code
    drop constraint verification_code_purpose_check,
    add constraint verification_code_purpose_check
      check (purpose in ('LOGIN', 'REGISTER', 'UNLOCK'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from verification_code where purpose = 'UNLOCK'`.execute(db);
  await sql`alter table verification_code
    drop constraint verification_code_purpose_check,
    add constraint verification_code_purpose_check check (purpose in ('LOGIN', 'REGISTER'))`.execute(
    db,
  );
}
