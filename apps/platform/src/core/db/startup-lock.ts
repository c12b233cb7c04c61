import { sql } from 'kysely';
import type { Db } from './database';

/** The advisory lock key of start-up (migrations and seed): a fixed number no other lock uses. */
const STARTUP_LOCK_KEY = 0x7e55e4a;

/**
 * Runs `work` (migrate, then seed) while holding a PostgreSQL session advisory lock, so replicas
 * started together take turns: the first migrates and seeds, the others then find nothing to do
 * (the seed is idempotent). The lock lives on one connection held for the whole time, and goes
 * with it if the process dies. PGlite is one process's own database: nothing to take turns with
 * (and its single connection could not be held while `work` uses it).
 */
export async function withStartupLock<T>(
  db: Db,
  shared: boolean,
  work: () => Promise<T>,
): Promise<T> {
  if (!shared) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
