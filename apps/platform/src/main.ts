import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, describeDatabase, parseConfig } from './core/config/config';
import { OPERATOR_TOKEN_MIN_LENGTH } from './core/config/config-access';
import { claimDataFolder, FolderInUseError } from './core/db/data-folder-lock';
import { openDatabase } from './core/db/database';
import { migrateToLatest } from './migrate';
import { withStartupLock } from './core/db/startup-lock';
import { JobQueue } from './core/jobs/job-queue';
import { seed } from './seed';
import { findRepoRoot } from './core/repo-root';

async function main(): Promise<void> {
  const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)), process.cwd());
  const config = parseConfig(process.env, repoRoot);

  const started = performance.now();
  // One platform per embedded database folder: a second one is refused before it opens it.
  const releaseFolder =
    config.database.kind === 'pglite'
      ? claimDataFolder(config.database.dir, `http://${config.host}:${config.port}`)
      : () => {};
  let logError: (error: Error) => void = (error) => console.error(error);
  const db = await openDatabase(config.database, { onPoolError: (error) => logError(error) });
  const app = buildApp({
    db,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    countryHeader: config.countryHeader,
    operatorToken: config.operatorToken,
    ipLimits: { loginPerMinute: config.loginLimitPerIp, vitalsPerMinute: config.vitalsLimitPerIp },
    ...(config.sandboxPaySecret ? { sandboxPaySecret: config.sandboxPaySecret } : {}),
    sandboxPay: config.sandboxPay,
    sandboxPayout: config.sandboxPayout,
    sandboxSignIn: config.sandboxSignIn,
    aggregatorTimeoutMs: config.aggregatorTimeoutMs,
    // Off, on with the configured key, or on with the app's demo key.
    ...(config.sandboxAggregator
      ? config.sandboxAggregatorKey
        ? { sandboxAggregator: { key: config.sandboxAggregatorKey } }
        : {}
      : { sandboxAggregator: null }),
    // Workers poll the queue and pg-boss runs the sweeps on schedule; the app starts them when
    // ready (after migrating, below) and stops them on close, before the database closes.
    jobs: new JobQueue(db, 'workers'),
    proofDir: config.proofDir,
    documentDir: config.documentDir,
    serverLimits: config.serverLimits,
    devInbox: config.devInbox,
    settleAhead: config.demoData,
    lotteryDrawSecret: config.lotteryDrawSecret,
    staffOrigins: config.staffOrigins,
  });
  logError = (error) => app.log.error({ err: error }, 'idle database connection failed');

  // Replicas started together take turns (a PostgreSQL advisory lock): one migrates and seeds.
  // A stored function that is missing or not its source's text is re-applied here rather than
  // refused: the start already brings the schema up to date, and the lock keeps it to one replica.
  const migrated = await withStartupLock(db, config.database.kind === 'postgres', async () => {
    const applied = await migrateToLatest(db);
    // The demo start on disk also gets a month of the agent team's rounds; tests and memory skip
    // it. Every demo start gets the agent contracts demo (subagent1, house contracts, settlements).
    await seed(db, {
      demo: config.demoData,
      history: config.database.kind === 'pglite',
      agentDemo: config.demoData,
      rewardsDemo: config.demoData,
    });
    return applied;
  });
  app.log.info(
    {
      database: describeDatabase(config.database),
      applied: migrated.migrations.map((m) => m.migrationName),
      functions: migrated.functions,
    },
    `database ready in ${Math.round(performance.now() - started)} ms`,
  );
  app.log.info(
    {
      trustProxy: config.trustProxy,
      countryHeader: config.countryHeader,
      bootstrapOperatorToken: config.operatorToken ? 'on' : 'off',
      sandboxPay: config.sandboxPay ? `on, payouts ${config.sandboxPayout}` : 'off',
      sandboxSignIn: config.sandboxSignIn ? 'on' : 'off',
      sandboxAggregator: config.sandboxAggregator ? 'on' : 'off',
      devInbox: config.devInbox ? 'on' : 'off',
      demoData: config.demoData ? 'on' : 'off',
    },
    'access settings',
  );
  if (config.operatorToken && config.operatorToken.length < OPERATOR_TOKEN_MIN_LENGTH)
    app.log.warn(`OPERATOR_TOKEN is shorter than ${OPERATOR_TOKEN_MIN_LENGTH} characters`);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the server failed');
      process.exitCode = 1;
    } finally {
      await db.destroy();
      releaseFolder();
      app.log.info('closed');
    }
  };
  // on, not once: a second signal while closing (a supervisor repeating itself) must not kill
  // the process halfway through closing the database.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // Fastify logs the listening URL.
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A config problem is the operator's to fix: print it plainly, without a stack trace.
  const plain = error instanceof ConfigError || error instanceof FolderInUseError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
