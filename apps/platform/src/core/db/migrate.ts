import { Migrator, type MigrationResult } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/** Brings the schema up to date; throws (naming the failed migration) if any step fails. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
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
  return results;
}
