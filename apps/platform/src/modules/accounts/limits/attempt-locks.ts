import { sql } from 'kysely';
import type { Db } from '../../../core/db/database';

/**
 * Serialises check-then-act on failure counts: transaction-scoped advisory locks on each key
 * (hashed to 64 bits), taken in sorted order so two callers sharing keys cannot deadlock. The
 * locks end with the caller's transaction; hold them for a count and an insert, never across a
 * password hash.
 */
export async function lockKeys(trx: Db, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Drops a reserved try that turned out right: a right answer is not a failure. */
export async function refundTry(db: Db, id: string | number): Promise<void> {
  await db.deleteFrom('login_attempt').where('id', '=', id).execute();
}
