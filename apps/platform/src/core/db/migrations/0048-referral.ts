import type { Kysely } from 'kysely';

/**
 * Invite friends (issue 12): each merchant's referral terms, and one reward row per invited
 * friend, unique on the friend, written in the transaction that approves the friend's first
 * qualifying deposit together with the inviter's ledger credit (key `referral:<friend>`), so
 * concurrent approvals pay once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_settings')
    .addColumn('merchant_code', 'text', (col) =>
      col.primaryKey().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('reward_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('min_deposit', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('referral_reward')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('friend_id', 'bigint', (col) =>
      col.notNull().unique().references('member.id').onDelete('cascade'),
    )
    .addColumn('referrer_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('deposit_id', 'bigint', (col) => col.notNull())
    .addColumn('deposit_amount', 'bigint', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('referral_reward_referrer_idx')
    .on('referral_reward')
    .column('referrer_id')
    .execute();
  // The inviter's friends list reads members by referrer.
  await db.schema
    .createIndex('member_referrer_idx')
    .ifNotExists()
    .on('member')
    .columns(['referrer_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('member_referrer_idx').ifExists().execute();
  await db.schema.dropTable('referral_reward').execute();
  await db.schema.dropTable('referral_settings').execute();
}
