import { sql, type Kysely } from 'kysely';

/**
 * The withdrawal password: an argon2id hash per member, apart from the login password so that
 * a stolen session or login password alone cannot take money out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('withdrawal_password')
    .addColumn('member_id', 'bigint', (col) =>
      col.primaryKey().references('member.id').onDelete('cascade'),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_password').execute();
}
