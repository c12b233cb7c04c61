import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { createTestDb, type TestDbKind } from './test-db';
import type { Db } from '../db/database';

/** A ready app on a migrated, seeded database of one kind. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** Builds the app once for a test file; `extend` may add throwaway routes before it is ready. */
export async function startTestApp(
  kind: TestDbKind,
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const { db, dispose } = await createTestDb(kind);
  await migrateToLatest(db);
  await seed(db);
  const app = buildApp({ db, logger: false });
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
