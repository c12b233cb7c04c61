import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../core/db/database';
import { adminQuery, databaseUrl, uniqueName } from './template-db';

/** The databases a suite runs against. */
export type TestDbKind = 'pglite-memory' | 'postgres';

/** A database for one test file, and how to throw it away. */
export interface TestDb {
  db: Db;
  /** The PostgreSQL URL of this database (postgres only), for a second app on the same data. */
  url?: string;
  dispose(): Promise<void>;
}

const KINDS: readonly TestDbKind[] = ['pglite-memory', 'postgres'];

/**
 * The databases the specs run on: PostgreSQL, the production database, when DATABASE_URL is set
 * (CI sets it), else in-memory PGlite, the embedded one `npm start` uses. `TEST_DB_KINDS` (a
 * comma list, e.g. `pglite-memory,postgres`) picks them outright. Not both by default: each file
 * boots PGlite (a WebAssembly PostgreSQL, 5-15 s on a busy 2-core machine) and seeds it, which
 * doubled the platform suite to over half an hour of CI; the specs pinned to PGlite, the e2e
 * suite's platform and a local `npm test` keep PGlite covered.
 */
export function testDbKinds(env: NodeJS.ProcessEnv = process.env): TestDbKind[] {
  const asked = env.TEST_DB_KINDS?.split(',').map((kind) => kind.trim());
  if (asked?.length) {
    const unknown = asked.filter((kind) => !KINDS.includes(kind as TestDbKind));
    if (unknown.length) throw new Error(`TEST_DB_KINDS: unknown ${unknown.join(', ')}`);
    if (asked.includes('postgres') && !env.DATABASE_URL)
      throw new Error('TEST_DB_KINDS asks for postgres: set DATABASE_URL too');
    return asked as TestDbKind[];
  }
  return env.DATABASE_URL ? ['postgres'] : ['pglite-memory'];
}

/** An empty database of this kind: PGlite in memory, or a uniquely named PostgreSQL database. */
export function createTestDb(kind: TestDbKind): Promise<TestDb> {
  return openTestDb(kind, 'empty');
}

/**
 * A migrated and seeded database of this kind: a copy of the run's template (made once by
 * testing/global-setup.ts), so a spec file never repeats the migrations and the seed.
 */
export function createSeededTestDb(kind: TestDbKind): Promise<TestDb> {
  return openTestDb(kind, 'seeded');
}

async function openTestDb(kind: TestDbKind, start: 'empty' | 'seeded'): Promise<TestDb> {
  const template = start === 'seeded' ? templateOf(kind) : undefined;
  if (kind === 'pglite-memory') {
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    const db = await openDatabase({ kind: 'pglite-memory' }, loadDataDir ? { loadDataDir } : {});
    return { db, dispose: () => db.destroy() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is required for postgres tests');

  // One database per file and run, so parallel files and repeated runs never collide.
  const name = uniqueName('tessera_test');
  const copy = template ? ` template "${template}"` : '';
  await adminQuery(adminUrl, `create database "${name}"${copy}`);
  const url = databaseUrl(adminUrl, name);
  const db = await openDatabase({ kind: 'postgres', url });
  return {
    db,
    url,
    dispose: async () => {
      await db.destroy();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The run's template of this kind; a clear failure when global setup did not make it. */
function templateOf(kind: TestDbKind): string {
  const templates = inject('testTemplates');
  const template = kind === 'postgres' ? templates?.postgres : templates?.pglite;
  if (!template)
    throw new Error(
      `No ${kind} template: run the spec through the platform's vitest config (global setup)`,
    );
  return template;
}
