import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Deposits through a payments adapter: each merchant's deposit methods (limits and fee in
 * minor units) and the deposits themselves. A deposit's provider reference is unique, which is
 * what makes a provider's repeated callbacks find one row and book it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_method')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    // Stable per merchant (BKASH, GCASH …): the seed finds its rows by it.
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('redirect','qr','bank')`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('min_amount', 'bigint', (col) => col.notNull().check(sql`min_amount >= 1`))
    .addColumn('max_amount', 'bigint', (col) => col.notNull())
    .addColumn('fee', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`fee >= 0`),
    )
    // Deposits per member per UTC day with this method.
    .addColumn('daily_count', 'integer', (col) => col.notNull().check(sql`daily_count >= 1`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('payment_method_range', sql`max_amount >= min_amount`)
    .addUniqueConstraint('payment_method_code', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('deposit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('merchant_code', 'text', (col) => col.notNull().references('merchant.code'))
    // No cascade: a deposit is a money record and outlives its method.
    .addColumn('method_id', 'bigint', (col) => col.notNull().references('payment_method.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount >= 1`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created','pending','approved','rejected','expired')`),
    )
    .addColumn('provider', 'text', (col) => col.notNull())
    // Null until the provider accepted the deposit; then one deposit per reference.
    .addColumn('provider_ref', 'text', (col) => col.unique())
    // What the member needs to pay (redirect URL, QR text, bank details), as the provider said.
    .addColumn('instructions', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // A member's deposits, newest first, and today's count per method.
  await db.schema
    .createIndex('deposit_member_idx')
    .on('deposit')
    .columns(['member_id', 'method_id', 'created_at'])
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deposit', 'payment_method']) await db.schema.dropTable(table).execute();
}
