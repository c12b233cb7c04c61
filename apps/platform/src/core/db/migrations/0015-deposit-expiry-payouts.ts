import { sql, type Kysely } from 'kysely';

/**
 * Deposits expire and withdrawals are paid out by a job. Each deposit method gets its payment
 * window (default 30 minutes) and each deposit the time it expires, copied from its method when
 * opened, so changing a window never moves deposits already open; open deposits are backfilled
 * with the default. A withdrawal keeps the provider's payout reference and when it was paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_method')
    .addColumn('expiry_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(30)
        .check(sql`expiry_minutes between 1 and 10080`),
    )
    .execute();
  await db.schema.alterTable('deposit').addColumn('expires_at', 'timestamptz').execute();
  await sql`update deposit set expires_at = created_at + interval '30 minutes'`.execute(db);
  await sql`alter table deposit alter column expires_at set not null`.execute(db);
  // The expiry sweep reads only open deposits, soonest first.
  await sql`create index deposit_open_expiry_idx on deposit (expires_at)
    where status in ('created', 'pending')`.execute(db);

  await db.schema
    .alterTable('withdrawal')
    .addColumn('payout_ref', 'text')
    .addColumn('paid_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawal').dropColumn('payout_ref').dropColumn('paid_at').execute();
  await sql`drop index deposit_open_expiry_idx`.execute(db);
  await db.schema.alterTable('deposit').dropColumn('expires_at').execute();
  await db.schema.alterTable('payment_method').dropColumn('expiry_minutes').execute();
}
