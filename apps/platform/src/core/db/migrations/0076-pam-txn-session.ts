import { sql, type Kysely } from 'kysely';

/**
 * The built-in sandbox vendor as a PAM client (issue 16, step 6).
 *
 * - A PAM transaction remembers the game session it came with (`pam_txn.session_hash`, the
 *   SHA-256 of its X-Player-Token; null on older rows). The sandbox settles a lottery bet after
 *   its draw, when the session may have ended: it asks for a settlement session copied from
 *   the session of the bet's withdraw (modules/pam, `openSettlementSession`).
 * - Each platform process is an aggregator of its own (a `SANDBOX-<id>` row of
 *   `pam_api_token`) and says it is alive in `seen_at`; rows of processes gone without closing
 *   are removed once stale (null: a row an operator installed, kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pam_txn add column session_hash text`.execute(db);
  await sql`alter table pam_api_token add column seen_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pam_api_token drop column seen_at`.execute(db);
  await sql`alter table pam_txn drop column session_hash`.execute(db);
}
