import { sql, type Kysely } from 'kysely';

/**
 * Each ledger entry records the balance it left behind, so the account record shows "balance
 * after" without summing a member's whole history per row. Existing entries get their running
 * sum. The (member, id) index serves the account record's newest-first keyset pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entry').addColumn('balance_after', 'bigint').execute();
  await sql`update ledger_entry l set balance_after = s.running
    from (select id, sum(amount) over (partition by member_id order by id) as running
          from ledger_entry) s
    where s.id = l.id`.execute(db);
  await sql`alter table ledger_entry alter column balance_after set not null`.execute(db);
  await db.schema
    .createIndex('ledger_entry_member_id_idx')
    .on('ledger_entry')
    .columns(['member_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entry_member_id_idx').execute();
  await db.schema.alterTable('ledger_entry').dropColumn('balance_after').execute();
}
