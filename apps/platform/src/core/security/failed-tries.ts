import { SECRET_TRY_WINDOW_MS } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { rateLimited } from '../http/rate-limited';

/** Wrong answers counted one way (a secret's own, an IP's) within the window, and their limit. */
export interface FailureCount {
  failures: number | string;
  /** When the oldest of them was given (null: none). */
  oldest: Date | string | null;
  limit: number;
}

/** Where one throttle keeps its wrong answers: members' secrets and staff's each have theirs. */
export interface FailedTries {
  /** Advisory-lock keys of the secret tried: guesses at one secret queue on them. */
  locks: string[];
  /** The wrong answers given since `since`, each count with its limit. */
  count: (trx: Db, since: Date) => Promise<FailureCount[]>;
  /** Logs one wrong answer at `now`. */
  logFailure: (trx: Db) => Promise<void>;
}

/**
 * The one rule of throttled secrets (members' in modules/accounts, staff's in modules/staff):
 * past a count's limit of wrong answers within SECRET_TRY_WINDOW_MS, 429 TOO_MANY_TRIES with
 * Retry-After until the oldest of them leaves the window, checked before `check` runs, so a
 * locked secret cannot be guessed at all. The count, the check and the logged failure run in one
 * transaction under advisory locks on the secret (taken in sorted order, so two callers sharing
 * keys cannot deadlock), so guesses sent at once queue and none slips past the limit, while right
 * answers sent at once all pass. `check` must not use the database: on PGlite the open
 * transaction holds the one connection.
 */
export async function tryWithinFailureLimits(
  db: Db,
  tries: FailedTries,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const since = new Date(now.getTime() - SECRET_TRY_WINDOW_MS);
  return db.transaction().execute(async (trx) => {
    for (const key of [...new Set(tries.locks)].sort())
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const full = (await tries.count(trx, since)).find(
      (count) => Number(count.failures) >= count.limit && count.oldest !== null,
    );
    if (full?.oldest) {
      const freeAt = new Date(full.oldest).getTime() + SECRET_TRY_WINDOW_MS;
      const retry = Math.ceil((freeAt - now.getTime()) / 1000);
      throw rateLimited('TOO_MANY_TRIES', 'Too many wrong tries', retry);
    }
    const right = await check();
    if (!right) await tries.logFailure(trx);
    return right;
  });
}
