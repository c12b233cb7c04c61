import { sql, type Kysely } from 'kysely';

/**
 * The bank and e-wallet accounts a member's withdrawals are paid to. One account number is
 * bound once per member and kind/provider; the per-member maximum is checked by the platform
 * under a lock of the member row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payee_account')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('bank','ewallet')`))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payee_account_once', ['member_id', 'kind', 'provider', 'account_number'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payee_account').execute();
}
