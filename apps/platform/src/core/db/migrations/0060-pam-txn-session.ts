import { sql, type Kysely } from 'kysely';

/**
 * A PAM transaction remembers the game session it came with (`pam_txn.session_hash`, the
 * SHA-256 of its X-Player-Token; null on older rows). The built-in sandbox vendor settles a
 * lottery bet after its draw, when the session may have ended: it asks for a settlement
 * session copied from the session of the bet's withdraw (modules/pam, `openSettlementSession`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pam_txn add column session_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pam_txn drop column session_hash`.execute(db);
}
