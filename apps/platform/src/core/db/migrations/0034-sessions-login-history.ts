import { sql, type Kysely } from 'kysely';

/**
 * Security centre (issue 13 B): each session keeps the IP and a short device description it was
 * opened from, and every successful sign-in is logged for the member's login history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('ip', 'text')
    .addColumn('device', 'text')
    .execute();
  await db.schema
    .createTable('login_history')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('device', 'text')
    .execute();
  await db.schema
    .createIndex('login_history_member_at')
    .on('login_history')
    .columns(['member_id', 'at desc', 'id desc'])
    .execute();
  // "My active sessions" reads a member's live sessions.
  await sql`create index session_member_live on session (member_id) where revoked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists session_member_live`.execute(db);
  await db.schema.dropTable('login_history').execute();
  await db.schema.alterTable('session').dropColumn('ip').dropColumn('device').execute();
}
