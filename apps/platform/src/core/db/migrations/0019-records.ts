import { sql, type Kysely } from 'kysely';

/**
 * Records and limits are told in the merchant's own day: each merchant gets an IANA time zone
 * (existing BDT and PHP merchants their country's, anyone else UTC until an operator sets one).
 * The records list newest first by (time, id), so each list gets a (member, time, id) index:
 * a page of any date range is one index range scan, however long the member's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchant')
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .execute();
  await sql`update merchant set time_zone = case currency
      when 'BDT' then 'Asia/Dhaka' when 'PHP' then 'Asia/Manila' else 'UTC' end`.execute(db);
  // The account record's totals sum a long range's amounts: carrying `amount` and `kind` in the
  // index lets PostgreSQL answer them from the index alone (an index-only scan).
  await sql`create index ledger_entry_member_time_idx
    on ledger_entry (member_id, created_at, id) include (amount, kind)`.execute(db);
  await db.schema
    .createIndex('game_round_member_time_idx')
    .on('game_round')
    .columns(['member_id', 'opened_at', 'id'])
    .execute();
  await db.schema
    .createIndex('deposit_member_time_idx')
    .on('deposit')
    .columns(['member_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawal_member_time_idx')
    .on('withdrawal')
    .columns(['member_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'withdrawal_member_time_idx',
    'deposit_member_time_idx',
    'game_round_member_time_idx',
    'ledger_entry_member_time_idx',
  ])
    await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('merchant').dropColumn('time_zone').execute();
}
