import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { migrateToLatest } from '../migrate';
import { seed } from '../seed';
import { createTestDb, type TestDbKind } from './test-db';
import type { Db } from '../core/db/database';
import { JobQueue } from '../core/jobs/job-queue';

/** A ready app on a migrated, seeded database of one kind. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The app's job queue, manual: `jobs.runDue()` runs what the workers would run next. */
  jobs: JobQueue;
  /** The PostgreSQL URL of its database (postgres only), for a server process on the same data. */
  url?: string;
  close(): Promise<void>;
}

/** App options a test may set; the logger is off unless given. */
export type TestAppOptions = Partial<Omit<AppOptions, 'db'>>;

/**
 * Builds the app once for a test file; `extend` may add throwaway routes before it is ready.
 * `options` configure the app as main.ts would from the environment.
 */
export async function startTestApp(
  kind: TestDbKind,
  extend?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { db, url, dispose } = await createTestDb(kind);
  await migrateToLatest(db);
  await seed(db);
  const jobs = new JobQueue(db, 'manual');
  const app = buildApp({ logger: false, ...options, db, jobs });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    jobs,
    ...(url ? { url } : {}),
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
