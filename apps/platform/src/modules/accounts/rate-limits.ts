import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

/**
 * Fixed-window counters and timed blocks in the database, so every platform process sharing the
 * database sees the same counts. A window is identified by its start, so no clean-up is needed
 * for correctness; old rows are swept now and then.
 */
export async function hit(db: Db, key: string, windowSeconds: number, now: Date): Promise<number> {
  const start = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const row = await db
    .insertInto('rate_counter')
    .values({ key, window_start: start, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_counter.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  // Sweep about once per hundred hits; a missed sweep only leaves a few stale rows.
  if (Math.random() < 0.01)
    await db
      .deleteFrom('rate_counter')
      .where('window_start', '<', new Date(now.getTime() - 86_400_000))
      .execute();
  return row.hits;
}

/** Counts a hit and throws 429 RATE_LIMITED (with Retry-After seconds) past `limit`. */
export async function limitPerWindow(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  const hits = await hit(db, key, windowSeconds, now);
  if (hits > limit) {
    const retry = windowSeconds - Math.floor((now.getTime() / 1000) % windowSeconds);
    throw rateLimited('RATE_LIMITED', 'Too many requests', retry);
  }
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

/** The catalogue codes a 429 answers with. */
type RateLimitCode =
  'RATE_LIMITED' | 'SMS_TOO_MANY' | 'SMS_QUOTA' | 'LOGIN_LOCKED' | 'TOO_MANY_TRIES';

/**
 * A 429 carrying its Retry-After; the errors plugin copies it into the header. The envelope's
 * value says it too (`retryAfter`, seconds), so the site can tell the player when to try again.
 */
export class RateLimitError extends ApiError {
  constructor(
    code: RateLimitCode,
    message: string,
    readonly retryAfter: number,
    value: object = {},
  ) {
    super(429, code, message, {
      headers: { 'retry-after': String(retryAfter) },
      value: { ...value, retryAfter },
    });
  }
}

export function rateLimited(
  code: RateLimitCode,
  message: string,
  retryAfter: number,
  value?: object,
): RateLimitError {
  return new RateLimitError(code, message, Math.max(1, retryAfter), value);
}
