import { sql, type Kysely } from 'kysely';

/**
 * Promotions (issue 12): one row per promotion of a merchant, with its texts per language, images,
 * dates, rules and reward; and one row per member's entry (a join, an application or a claim),
 * unique per promotion, member and period (`once`, or the merchant-local day of a daily one), so
 * two presses at once enter once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) => col.notNull().references('merchant.code'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('flow', 'text', (col) =>
      col.notNull().check(sql`flow in ('CLAIM', 'JOIN', 'APPLY')`),
    )
    .addColumn('frequency', 'text', (col) =>
      col.notNull().check(sql`frequency in ('ONCE', 'DAILY')`),
    )
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('summary', 'jsonb', (col) => col.notNull())
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('images', 'jsonb', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('min_deposit', 'bigint')
    .addColumn('first_deposit_only', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('min_turnover', 'bigint')
    .addColumn('min_vip_level', 'integer')
    .addColumn('reward_kind', 'text', (col) =>
      col.notNull().check(sql`reward_kind in ('FIXED', 'PERCENT')`),
    )
    .addColumn('reward_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('reward_percent_bp', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reward_cap', 'bigint')
    .addColumn('turnover_multiple', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('promotion_code_unique', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('promotion_entry')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('promotion_id', 'bigint', (col) =>
      col.notNull().references('promotion.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('joined', 'applying', 'rejected', 'issued', 'claimed')`),
    )
    .addColumn('reward_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('promotion_entry_unique', ['promotion_id', 'member_id', 'period'])
    .execute();
  // The deposit hook reads a member's joined entries on every approved deposit.
  await sql`create index promotion_entry_joined_idx on promotion_entry (member_id)
    where status = 'joined'`.execute(db);
  await sql`create index promotion_entry_status_idx on promotion_entry (status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_entry').execute();
  await db.schema.dropTable('promotion').execute();
}
