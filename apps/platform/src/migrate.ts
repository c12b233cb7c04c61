import type { Db } from './core/db/database';
import { migrateSchema, type MigrationReport } from './core/db/migrate';
import type { StoredFunction } from './core/db/stored-functions';
import { agentFunctions } from './modules/agent';
import { auditFunctions } from './modules/audit';
import { pamFunctions } from './modules/pam';
import { playersFunctions } from './modules/players';
import { protectionFunctions } from './modules/protection';
import { walletFunctions } from './modules/wallet';

/**
 * Every module's stored functions, in the order they are created: a SQL-language function
 * comes after those it names (PostgreSQL checks its body at creation; PL/pgSQL bodies are
 * checked only when run).
 */
export const storedFunctions: readonly StoredFunction[] = [
  ...protectionFunctions,
  ...walletFunctions,
  ...agentFunctions,
  ...pamFunctions,
  ...auditFunctions,
  ...playersFunctions,
];

/** Brings the database up to date: the versioned migrations, then every stored function. */
export const migrateToLatest = (db: Db): Promise<MigrationReport> =>
  migrateSchema(db, storedFunctions);
