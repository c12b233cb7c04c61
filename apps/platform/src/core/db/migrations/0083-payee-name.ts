import { sql, type Kysely } from 'kysely';

/**
 * The payee name as identity (issue 27): `member.payee_name_fixed_at` is when a payee account
 * first used the name (from then on only an operator changes it), and `payee_name_change`
 * records every change: who (the member before its first use, or an operator), the old and the
 * new name, and the operator's reason. Members who already bound an account or withdrew have
 * used their name: they start fixed, at their first such use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').addColumn('payee_name_fixed_at', 'timestamptz').execute();
  await sql`
    update member m set payee_name_fixed_at = used.at
    from (
      select member_id, min(created_at) as at from (
        select member_id, created_at from payee_account
        union all
        select member_id, created_at from withdrawal
      ) uses group by member_id
    ) used
    where used.member_id = m.id and m.payee_name is not null
  `.execute(db);
  await db.schema
    .createTable('payee_name_change')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('actor', 'text', (col) => col.notNull().check(sql`actor in ('member','operator')`))
    .addColumn('old_name', 'text')
    .addColumn('new_name', 'text', (col) => col.notNull())
    // An operator's correction always says why; a member's own choice needs no reason.
    .addColumn('reason', 'text', (col) =>
      col.check(sql`actor = 'member' or (reason is not null and reason <> '')`),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payee_name_change_member_idx')
    .on('payee_name_change')
    .columns(['member_id', 'id'])
    .execute();
}

/** Drops the history and the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payee_name_change').execute();
  await db.schema.alterTable('member').dropColumn('payee_name_fixed_at').execute();
}
