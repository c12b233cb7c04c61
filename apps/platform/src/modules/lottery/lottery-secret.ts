import { randomBytes } from 'node:crypto';
import type { Db } from '../../core/db/database';
// Adds the secret's table to the Database type.
import './lottery-secret-tables';

/** The HMAC key of the computed draws. Never logged, never served. */
export type DrawKey = Buffer;

/** Gives the draw key, loading it on first use and keeping it for the life of the app. */
export type DrawKeySource = () => Promise<DrawKey>;

/**
 * The database's draw secret, made on first use: every caller offers a random 32-byte secret
 * and the single row (id 1) keeps the first that was inserted; each reads that one back, so
 * replicas starting at once agree on it.
 */
export async function databaseDrawSecret(db: Db): Promise<string> {
  await db
    .insertInto('lottery_secret')
    .values({ id: 1, secret: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('lottery_secret')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * The draw key of an app: the configured secret (LOTTERY_DRAW_SECRET) when there is one, else
 * the database's. Loaded once; a failed load (database away) is tried again on the next call.
 */
export function drawKeySource(db: Db, configured: string | null = null): DrawKeySource {
  let loading: Promise<DrawKey> | null = null;
  return () => {
    loading ??= (configured === null ? databaseDrawSecret(db) : Promise.resolve(configured)).then(
      (secret) => Buffer.from(secret, 'utf8'),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}
