import { sql } from 'kysely';
import type { Db } from '../../../core/db/database';
import { rateLimited } from '../../../core/http/rate-limited';
import { lockKeys } from './attempt-locks';

/**
 * Per-key limits in sliding windows, in the database so every platform process sharing it sees
 * the same counts. A call is admitted when fewer than `limit` calls were admitted in the
 * `windowSeconds` before it, whatever the clock's minute: a fixed minute let twice the limit
 * through across its boundary (`limit` at :59, `limit` more at :00). Each admitted call is a row
 * of `rate_counter` (`window_start` is its moment, one-millisecond buckets: calls in the same
 * millisecond add to `hits`); refused calls are not stored, so a flood keeps at most `limit`
 * rows per key and window. Rows older than a day are swept now and then.
 *
 * Count and insert run in one transaction under an advisory lock on the key (`lockKeys`), so
 * calls at once on PostgreSQL cannot all read the same count and all pass.
 */
export async function limitPerWindow(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const retryAfterMs = await db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`rate:${key}`]);
    const recent = await trx
      .selectFrom('rate_counter')
      .select(['window_start', 'hits'])
      .where('key', '=', key)
      .where('window_start', '>', new Date(now.getTime() - windowMs))
      .orderBy('window_start', 'desc')
      .execute();
    // Newest first: the row holding the limit-th admitted call leaves the window last of the
    // ones that must leave before another call fits.
    let admitted = 0;
    for (const row of recent) {
      admitted += row.hits;
      if (admitted >= limit) return row.window_start.getTime() + windowMs - now.getTime();
    }
    await trx
      .insertInto('rate_counter')
      .values({ key, window_start: now, hits: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_counter.hits + 1` }),
      )
      .execute();
    return 0;
  });
  if (retryAfterMs > 0)
    throw rateLimited('RATE_LIMITED', 'Too many requests', Math.ceil(retryAfterMs / 1000));
  // Sweep about once per hundred admitted calls; a missed sweep only leaves a few stale rows.
  if (Math.random() < 0.01)
    await db
      .deleteFrom('rate_counter')
      .where('window_start', '<', new Date(now.getTime() - 86_400_000))
      .execute();
}

/** Seconds left on a block, or 0. */
export async function blockedFor(db: Db, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_block')
    .select('until')
    .where('key', '=', key)
    .executeTakeFirst();
  return row && row.until > now ? Math.ceil((row.until.getTime() - now.getTime()) / 1000) : 0;
}

/** Blocks a key until a moment. */
export async function block(db: Db, key: string, until: Date): Promise<void> {
  await db
    .insertInto('rate_block')
    .values({ key, until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ until }))
    .execute();
}
