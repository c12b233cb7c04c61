import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOutbox } from './modules/accounts';
import { ConfigError, parseConfig } from './core/config/config';
import { openDatabase } from './core/db/database';
import { findRepoRoot } from './core/repo-root';

/**
 * `npm run outbox --workspace @tessera/platform -- [recipient] [limit]`: prints the SMS and
 * e-mails the default adapter recorded, newest first, from the configured database. A PGlite
 * folder is one process's at a time: with the server running, use `GET /ops/outbox` instead.
 */
async function main(): Promise<void> {
  const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)), process.cwd());
  const config = parseConfig(process.env, repoRoot);
  const [to, limit] = process.argv.slice(2);
  const db = await openDatabase(config.database);
  try {
    const messages = await listOutbox(db, to, limit ? Number(limit) : 20);
    if (messages.length === 0) console.log('The outbox is empty.');
    for (const m of messages)
      console.log(`${m.createdAt}  ${m.merchantCode}  ${m.channel}  ${m.to}\n  ${m.body}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  // A database the platform never started on has no tables: say so rather than dump a stack.
  if (/relation "outbox" does not exist/.test(String(error))) {
    console.error('No outbox table yet: start the platform once on this database (it migrates).');
    process.exit(1);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
