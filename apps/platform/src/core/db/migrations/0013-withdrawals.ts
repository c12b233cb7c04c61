import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Withdrawals with a balance hold. The wallet gets `held` (money promised to a withdrawal:
 * still in the balance, no longer spendable) and each ledger entry a `held_delta`, so
 * `held` equals the sum of the entries' `held_delta` as `balance` equals the sum of their
 * `amount`. The check `0 <= held <= balance` keeps the available balance from going negative.
 * Per-merchant withdrawal limits sit in their own small table: deposit methods are how money
 * comes in, not how it leaves, so their rows would be the wrong home.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wallet')
    .addColumn('held', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`alter table wallet add constraint wallet_held_within_balance
    check (held >= 0 and held <= balance)`.execute(db);
  await db.schema
    .alterTable('ledger_entry')
    .addColumn('held_delta', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('withdrawal_limit')
    .addColumn('merchant_code', 'text', (col) =>
      col.primaryKey().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('min_amount', 'bigint', (col) => col.notNull().check(sql`min_amount >= 1`))
    .addColumn('max_amount', 'bigint', (col) => col.notNull())
    .addCheckConstraint('withdrawal_limit_range', sql`max_amount >= min_amount`)
    .execute();

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('merchant_code', 'text', (col) => col.notNull().references('merchant.code'))
    // The payee account may be removed later; the withdrawal keeps where it was paid to.
    .addColumn('payee_account_id', 'bigint', (col) =>
      col.references('payee_account.id').onDelete('set null'),
    )
    .addColumn('payee_kind', 'text', (col) => col.notNull())
    .addColumn('payee_provider', 'text', (col) => col.notNull())
    .addColumn('payee_account_number', 'text', (col) => col.notNull())
    .addColumn('payee_holder_name', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount >= 1`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('requested')
        .check(sql`status in ('requested','approved','rejected','paid')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  // The operator's queue by status, oldest first.
  await db.schema
    .createIndex('withdrawal_status_idx')
    .on('withdrawal')
    .columns(['status', 'id'])
    .execute();
}

/** Drops the tables and columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['withdrawal', 'withdrawal_limit'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('ledger_entry').dropColumn('held_delta').execute();
  await sql`alter table wallet drop constraint wallet_held_within_balance`.execute(db);
  await db.schema.alterTable('wallet').dropColumn('held').execute();
}
