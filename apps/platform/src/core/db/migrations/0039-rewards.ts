import { sql, type Kysely } from 'kysely';

/**
 * The reward centre (issue 12): rewards waiting for their member's claim, and those claimed.
 * Any module drops one here (promotions now; VIP, missions, referral and rebate after the
 * merge), unique per member and source, so a retried grant gives once; a claim is one guarded
 * update plus a ledger entry keyed `reward:<id>`, so two claims at once pay once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reward')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) => col.notNull().references('merchant.code'))
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('source_kind', 'text', (col) => col.notNull())
    .addColumn('source_ref', 'text', (col) => col.notNull())
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('turnover_multiple', 'integer', (col) =>
      col.notNull().check(sql`turnover_multiple >= 0`),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('claimable', 'claimed', 'expired')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addUniqueConstraint('reward_source_unique', ['member_id', 'source_kind', 'source_ref'])
    .execute();
  await sql`create index reward_member_idx on reward (member_id, status, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reward').execute();
}
