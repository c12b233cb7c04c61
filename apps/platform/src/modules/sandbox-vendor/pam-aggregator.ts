import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db/database';
import { sha256 } from '../../core/security/tokens';

/**
 * Makes this process's sandbox vendor an aggregator of the PAM API like any other: a random
 * API token (256 bits), held only in this process's memory and never logged, whose SHA-256 is
 * stored as an aggregator row of its own. Each process (replica, test app) has its own row, so
 * one replica starting never replaces another's token; the row goes when the app closes. A
 * process that dies leaves a row nobody holds the token of, which lets no one in.
 */
export async function registerSandboxAggregator(app: FastifyInstance, db: Db): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const aggregator = `SANDBOX-${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('pam_api_token')
    .values({ aggregator, token_hash: sha256(token) })
    .execute();
  app.addHook('onClose', async () => {
    await db.deleteFrom('pam_api_token').where('aggregator', '=', aggregator).execute();
  });
  return token;
}
