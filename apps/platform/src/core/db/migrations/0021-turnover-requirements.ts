import { sql, type Kysely } from 'kysely';

/**
 * Turnover requirements: minor units a member must wager (stakes of settled rounds opened after
 * the requirement) before withdrawing, e.g. for an operator's bonus credit or a deposit bonus.
 * Open while `cleared_at` and `waived_at` are both null. `(source_kind, source_ref)` is unique,
 * so whatever adds one (an adjustment's requestId, a deposit's id) adds it once however often it
 * runs. Progress is computed from `game_round` when read, so bets write nothing here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('turnover_requirement')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('required', 'bigint', (col) => col.notNull().check(sql`required > 0`))
    .addColumn('source_kind', 'text', (col) =>
      col.notNull().check(sql`source_kind ~ '^[a-z][a-z-]{0,31}$'`),
    )
    .addColumn('source_ref', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('cleared_at', 'timestamptz')
    .addColumn('waived_at', 'timestamptz')
    .addColumn('waive_reason', 'text')
    .addUniqueConstraint('turnover_requirement_source_key', ['source_kind', 'source_ref'])
    .addCheckConstraint(
      'turnover_requirement_closed_once',
      sql`cleared_at is null or waived_at is null`,
    )
    .execute();
  // The open requirements of one member, oldest first: what every withdrawal and overview reads.
  await sql`create index turnover_requirement_open_idx
    on turnover_requirement (member_id, created_at, id)
    where cleared_at is null and waived_at is null`.execute(db);
  await db.schema
    .createIndex('turnover_requirement_member_idx')
    .on('turnover_requirement')
    .columns(['member_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('turnover_requirement').execute();
}
