import { sql, type Kysely } from 'kysely';

/**
 * Two-factor sign-in with an authenticator app (issue 13 B). One row per member: the base32
 * secret, on once `enabled_at` is set (a row without it is a set-up waiting for its first code),
 * and the last accepted time step (a code is never accepted twice). Recovery codes are stored
 * hashed, each usable once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_totp')
    .addColumn('member_id', 'bigint', (col) =>
      col.primaryKey().references('member.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('totp_recovery_code')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addUniqueConstraint('totp_recovery_code_unique', ['member_id', 'code_hash'])
    .execute();
  await sql`alter table merchant_account_settings
    drop constraint if exists merchant_account_settings_ip_verification_method_check`.execute(db);
  await sql`alter table merchant_account_settings
    add constraint merchant_account_settings_ip_verification_method_check
      check (ip_verification_method in ('SMS', 'EMAIL', 'BANK_NAME', 'GOOGLE'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ip_challenge where method = 'GOOGLE'`.execute(db);
  await sql`update merchant_account_settings set ip_verification_method = 'SMS'
    where ip_verification_method = 'GOOGLE'`.execute(db);
  await sql`alter table merchant_account_settings
    drop constraint merchant_account_settings_ip_verification_method_check,
    add constraint merchant_account_settings_ip_verification_method_check
      check (ip_verification_method in ('SMS', 'EMAIL', 'BANK_NAME'))`.execute(db);
  await db.schema.dropTable('totp_recovery_code').execute();
  await db.schema.dropTable('member_totp').execute();
}
