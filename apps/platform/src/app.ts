import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/database';
import { errorsPlugin } from './plugins/errors';
import { merchantPlugin } from './plugins/merchant';
import { healthRoutes } from './routes/health';
import { systemRoutes } from './routes/system';

/** What the app needs from outside; it reads no environment itself. */
export interface AppOptions {
  /** A migrated database; the caller owns it and destroys it after `app.close()`. */
  db: Db;
  /** Fastify logger options; `false` silences it (tests). */
  logger: FastifyServerOptions['logger'];
}

/**
 * Builds the platform API without listening or waiting for ready, so tests can still add
 * routes before `app.ready()` or `app.inject()`.
 */
export function buildApp({ db, logger }: AppOptions): FastifyInstance {
  const app = Fastify({ logger, trustProxy: false });

  // App-wide plugins first: they reach every route registered after them.
  app.register(errorsPlugin);
  app.register(merchantPlugin, { db });

  app.register(healthRoutes, { db });
  app.register(systemRoutes, { db });
  return app;
}
