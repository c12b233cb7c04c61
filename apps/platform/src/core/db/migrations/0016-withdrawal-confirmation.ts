import { sql, type Kysely } from 'kysely';

/**
 * The payee confirms a paid withdrawal: received (status `received`), partly or not received
 * (status `disputed`, for an operator to settle; proof images when not received). Unconfirmed
 * by `auto_receive_at` (paid + the merchant's minutes, default 30) it counts as received, with
 * no refund. Proof images live on disk outside any served folder; a row names each file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('withdrawal_limit')
    .addColumn('auto_receive_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(30)
        .check(sql`auto_receive_minutes between 1 and 10080`),
    )
    .execute();
  await sql`alter table withdrawal drop constraint withdrawal_status_check`.execute(db);
  await sql`alter table withdrawal add constraint withdrawal_status_check
    check (status in ('requested','approved','rejected','paid','received','disputed'))`.execute(db);
  await db.schema
    .alterTable('withdrawal')
    .addColumn('auto_receive_at', 'timestamptz')
    .addColumn('outcome', 'text', (col) =>
      col.check(sql`outcome in ('RECEIVED','PARTLY_RECEIVED','NOT_RECEIVED')`),
    )
    .addColumn('confirmed_by', 'text', (col) => col.check(sql`confirmed_by in ('member','auto')`))
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  // Paid withdrawals already waiting get the default window from when they were paid.
  await sql`update withdrawal set auto_receive_at = coalesce(paid_at, updated_at) + interval '30 minutes'
    where status = 'paid'`.execute(db);
  // The auto-receive sweep reads only paid, unconfirmed withdrawals, soonest first.
  await sql`create index withdrawal_auto_receive_idx on withdrawal (auto_receive_at)
    where status = 'paid'`.execute(db);

  await db.schema
    .createTable('withdrawal_proof')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('withdrawal_id', 'bigint', (col) =>
      col.notNull().references('withdrawal.id').onDelete('cascade'),
    )
    // A random name chosen by the platform, never the uploaded one.
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('media_type', 'text', (col) =>
      col.notNull().check(sql`media_type in ('image/png','image/jpeg')`),
    )
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('withdrawal_proof_withdrawal_idx')
    .on('withdrawal_proof')
    .column('withdrawal_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_proof').execute();
  await sql`drop index withdrawal_auto_receive_idx`.execute(db);
  await db.schema
    .alterTable('withdrawal')
    .dropColumn('auto_receive_at')
    .dropColumn('outcome')
    .dropColumn('confirmed_by')
    .dropColumn('confirmed_at')
    .execute();
  await sql`alter table withdrawal drop constraint withdrawal_status_check`.execute(db);
  await sql`alter table withdrawal add constraint withdrawal_status_check
    check (status in ('requested','approved','rejected','paid'))`.execute(db);
  await db.schema.alterTable('withdrawal_limit').dropColumn('auto_receive_minutes').execute();
}
