import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';

/** GET /health: ready when the database answers (for load balancers and start scripts). */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/health', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' };
  });
};
