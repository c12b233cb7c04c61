import type { TestProject } from 'vitest/node';
import { prepareTemplates, type TestTemplates } from './template-db';
import { testDbKinds, type TestDbKind } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded databases that `createSeededTestDb` copies (testing/template-db.ts). */
    testTemplates: TestTemplates;
  }
}

/**
 * Vitest global setup: one migrated, seeded database per kind for the whole run. PGlite always
 * (some specs pin it: the embedded database `npm start` uses), PostgreSQL whenever there is one
 * (some specs pin it: several replicas on one database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kinds = new Set<TestDbKind>([...testDbKinds(), 'pglite-memory']);
  if (process.env.DATABASE_URL) kinds.add('postgres');
  const { templates, remove } = await prepareTemplates([...kinds]);
  project.provide('testTemplates', templates);
  return remove;
}
