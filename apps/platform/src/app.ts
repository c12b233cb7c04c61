import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_IP_LIMITS, type IpLimits } from './accounts/context';
import { outboxSender, type MessageSender } from './accounts/outbox';
import type { TrustProxy } from './config-access';
import type { Db } from './db/database';
import { LOG_REDACTIONS, LOG_SERIALIZERS } from './log-redaction';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { merchantPlugin } from './plugins/merchant';
import { openApiPlugin } from './plugins/openapi';
import { accountRoutes } from './routes/accounts';
import { announcementRoutes } from './routes/announcements';
import { artRoutes } from './routes/art';
import { gameRoutes } from './routes/games';
import { lotteryRoutes } from './routes/lottery';
import { healthRoutes } from './routes/health';
import { helpRoutes } from './routes/help';
import { launchRoutes } from './routes/launch';
import { sandboxRoutes } from './routes/sandbox';
import { winnersRoutes } from './routes/winners';
import { opsRoutes } from './routes/ops';
import { permissionRoutes } from './routes/permission';
import { systemRoutes } from './routes/system';
import { whitelabelNodeSchema } from './routes/system-schemas';

/** What the app needs from outside; it reads no environment itself. */
export interface AppOptions {
  /** A migrated database; the caller owns it and destroys it after `app.close()`. */
  db: Db;
  /** Fastify logger options; `false` silences it (tests). */
  logger: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (Fastify's trustProxy). @default false */
  trustProxy?: TrustProxy;
  /** Lower-case header carrying the caller's ISO country code. @default null (country unknown) */
  countryHeader?: string | null;
  /** Bearer token of the operator API; without one, /ops routes do not exist. @default null */
  operatorToken?: string | null;
  /** The clock of sessions, codes and payloads. @default () => new Date() */
  now?: () => Date;
  /** Where SMS and e-mail go. @default the outbox table */
  sender?: MessageSender;
  /** Per-IP limits of login, SMS and registration calls. @default DEFAULT_IP_LIMITS */
  ipLimits?: Partial<IpLimits>;
}

/**
 * Builds the platform API without listening or waiting for ready, so tests can still add
 * routes before `app.ready()` or `app.inject()`.
 */
export function buildApp({
  db,
  logger,
  trustProxy = false,
  countryHeader = null,
  operatorToken = null,
  now = () => new Date(),
  sender = outboxSender(db),
  ipLimits = {},
}: AppOptions): FastifyInstance {
  // Secrets never reach the log, whoever configured the logger.
  const redacted =
    logger && typeof logger === 'object'
      ? { redact: LOG_REDACTIONS, serializers: LOG_SERIALIZERS, ...logger }
      : logger;
  const app = Fastify({ logger: redacted, trustProxy });

  // App-wide plugins first: they reach every route registered after them. The access hook
  // needs the merchant, so it comes after the merchant plugin.
  app.register(errorsPlugin);
  app.register(openApiPlugin);
  app.register(merchantPlugin, { db });
  app.register(accessPlugin, { db, countryHeader });
  app.addSchema(whitelabelNodeSchema);

  app.register(healthRoutes, { db });
  app.register(systemRoutes, { db });
  app.register(permissionRoutes, { db });
  app.register(announcementRoutes, { db });
  app.register(helpRoutes, { db });
  app.register(gameRoutes, { db, now });
  app.register(lotteryRoutes, { db, now });
  app.register(artRoutes, { db });
  app.register(accountRoutes, { db, now, sender, limits: { ...DEFAULT_IP_LIMITS, ...ipLimits } });
  app.register(launchRoutes, { db, now, sender, limits: { ...DEFAULT_IP_LIMITS, ...ipLimits } });
  app.register(winnersRoutes, { db });
  app.register(sandboxRoutes, { db, now });
  if (operatorToken) app.register(opsRoutes, { db, token: operatorToken });
  return app;
}
