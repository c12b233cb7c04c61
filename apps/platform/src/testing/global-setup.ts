import type { TestProject } from 'vitest/node';
import { prepareTemplates, type TestTemplates } from './template-db';
import { testDbKinds } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded databases that `createSeededTestDb` copies (testing/template-db.ts). */
    testTemplates: TestTemplates;
  }
}

/** Vitest global setup: one migrated, seeded database per kind for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await prepareTemplates(testDbKinds());
  project.provide('testTemplates', templates);
  return remove;
}
