import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';

/**
 * GET /health: ready when the database answers (for load balancers and start scripts). In the
 * envelope like every reply, so a client never needs a second shape.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/health', async () => {
    await sql`select 1`.execute(db);
    return ok({ status: 'ok' });
  });
};
