import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { PGliteDialect } from './pglite-dialect';
import { prepareEveryQuery } from './prepared-statements';
import type { Database } from './tables';

export type { Database, Id } from './tables';

/** The typed query builder every repository receives. */
export type Db = Kysely<Database>;

/** Options for openDatabase. */
export interface OpenDatabaseOptions {
  /** Called when an idle PostgreSQL connection fails; without a listener pg would crash the process. */
  onPoolError?: (error: Error) => void;
  /** In-memory PGlite only: start from this data directory (a `dumpDataDir` tarball), not empty. */
  loadDataDir?: Blob;
}

/** Opens the configured database; close it with `db.destroy()`. */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<Db> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url });
    pool.on('error', (error) => options.onPoolError?.(error));
    pool.on('connect', prepareEveryQuery);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.kind === 'pglite') mkdirSync(config.dir, { recursive: true });
  const pglite =
    config.kind === 'pglite'
      ? new PGlite(config.dir)
      : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await pglite.waitReady;
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/** A transaction of the one database (seeds and multi-statement writes). */
export type Trx = Transaction<Database>;
