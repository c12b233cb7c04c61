import { sql, type Kysely } from 'kysely';

/**
 * A member's own deposit limits (UKGC RTS 12), one row per member and period. `amount` is the
 * limit in force (null: none); a raise or a removal waits until `pending_from` as
 * `pending_amount` (null: the limit goes). No `pending_from`, no waiting change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_limit')
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (col) =>
      col.notNull().check(sql`period in ('daily', 'weekly', 'monthly')`),
    )
    .addColumn('amount', 'bigint', (col) => col.check(sql`amount > 0`))
    .addColumn('pending_amount', 'bigint', (col) => col.check(sql`pending_amount > 0`))
    .addColumn('pending_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deposit_limit_pk', ['member_id', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposit_limit').execute();
}
