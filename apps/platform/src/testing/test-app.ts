import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { migrateToLatest } from '../core/db/migrate';
import { seed } from '../seed';
import { createTestDb, type TestDbKind } from './test-db';
import type { Db } from '../core/db/database';

/** A ready app on a migrated, seeded database of one kind. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
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
  const { db, dispose } = await createTestDb(kind);
  await migrateToLatest(db);
  await seed(db);
  const app = buildApp({ logger: false, ...options, db });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
