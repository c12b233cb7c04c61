import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyAuditChains } from './modules/audit';
import { ConfigError, parseConfig } from './core/config/config';
import { openDatabase } from './core/db/database';
import { findRepoRoot } from './core/repo-root';

/**
 * `npm run audit:verify`: walks every chain of the operator audit trail in the configured
 * database and prints the result; exits 1 on a broken link (or an error). A PGlite folder is one
 * process's at a time: with the server running, use `GET /ops/audit/verify` instead.
 */
async function main(): Promise<number> {
  const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)), process.cwd());
  const config = parseConfig(process.env, repoRoot);
  const db = await openDatabase(config.database);
  try {
    const report = await verifyAuditChains(db);
    if (report.ok) {
      console.log(`Audit trail whole: ${report.entries} entries in ${report.chains} chains.`);
      return 0;
    }
    const b = report.broken;
    console.error(
      `Audit trail BROKEN at entry ${b?.id} (merchant ${b?.merchantCode ?? '(none)'}): ` +
        `${b?.field} expected ${b?.expected ?? 'null'}, stored ${b?.stored ?? 'null'} ` +
        `(entries checked whole before it: ${report.entries}).`,
    );
    return 2;
  } finally {
    await db.destroy();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (/relation "audit_entry" does not exist/.test(String(error))) {
      console.error(
        'No audit_entry table yet: start the platform once on this database (it migrates).',
      );
      process.exit(1);
    }
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
