import { sql, type Kysely } from 'kysely';

/**
 * An upline can lock a downline (agent centre, team management): a locked member cannot sign in
 * (403 ACCOUNT_LOCKED) and its sessions end at the lock; unlocking clears the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column locked_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member drop column locked_at`.execute(db);
}
