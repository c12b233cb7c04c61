import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../core/db/database';

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
export async function createTestDb(kind: TestDbKind): Promise<TestDb> {
  if (kind === 'pglite-memory') {
    const db = await openDatabase({ kind: 'pglite-memory' });
    return { db, dispose: () => db.destroy() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is required for postgres tests');

  // One database per file and run, so parallel files and repeated runs never collide.
  const name = `tessera_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    url: url.toString(),
    dispose: async () => {
      await db.destroy();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
