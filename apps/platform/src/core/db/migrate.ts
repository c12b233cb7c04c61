import { Migrator, type MigrationResult } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';
import {
  applyStoredFunctions,
  type StoredFunction,
  type StoredFunctionReport,
} from './stored-functions';

/** What a migration run did: the versioned migrations applied, then the stored functions. */
export interface MigrationReport {
  migrations: MigrationResult[];
  functions: StoredFunctionReport;
}

/**
 * Brings the schema up to date: the versioned migrations, then the stored functions from their
 * sources (`functions`, every module's: see `src/migrate.ts`). Throws, naming the failed
 * migration, if any step fails.
 */
export async function migrateSchema(
  db: Db,
  functions: readonly StoredFunction[],
): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    // Migrations live in code, so the bundled server carries them and needs no folder on disk.
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    // No failed name means the migrator never got to run one (no connection, lock, bookkeeping).
    const what = failed ? `Migration "${failed}"` : 'Migrating the database';
    throw new Error(`${what} failed`, { cause: error });
  }
  return { migrations: results, functions: await applyStoredFunctions(db, functions) };
}
