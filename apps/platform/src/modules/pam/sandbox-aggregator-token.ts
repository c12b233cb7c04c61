import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { sha256 } from '../../core/security/tokens';

/** How often a process says its aggregator row is alive, and when a silent one is stale. */
const HEARTBEAT_MS = 10 * 60_000;
const STALE = '1 hour';

/**
 * Makes this process's sandbox vendor an aggregator of the PAM API like any other: a random
 * API token (256 bits), held only in this process's memory and never logged, whose SHA-256 is
 * stored as an aggregator row of its own. Each process (replica, test app) has its own row, so
 * one replica starting never replaces another's token; the row goes when the app closes. A
 * process that dies without closing leaves a row nobody holds the token of (it lets no one
 * in); rows silent for over an hour (`seen_at`, renewed every 10 minutes by the database's
 * clock, not the app's, which tests move) are removed when a process starts.
 */
export async function registerSandboxAggregator(app: FastifyInstance, db: Db): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const aggregator = `SANDBOX-${randomBytes(6).toString('hex')}`;
  await db
    .deleteFrom('pam_api_token')
    .where('aggregator', 'like', 'SANDBOX-%')
    .where('seen_at', '<', sql<Date>`now() - ${STALE}::interval`)
    .execute();
  await db
    .insertInto('pam_api_token')
    .values({ aggregator, token_hash: sha256(token), seen_at: sql<Date>`now()` })
    .execute();
  const heartbeat = setInterval(() => {
    db.updateTable('pam_api_token')
      .set({ seen_at: sql<Date>`now()` })
      .where('aggregator', '=', aggregator)
      .execute()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox aggregator heartbeat'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await db.deleteFrom('pam_api_token').where('aggregator', '=', aggregator).execute();
  });
  return token;
}
