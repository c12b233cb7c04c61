import pg from 'pg';
import { auditDatabaseUrl } from './audit-database';

/**
 * Global teardown: drops the audit journey's database of this run (forcing off its platform's
 * connections), so runs leave no database behind on the machine's PostgreSQL.
 */
export default async function dropAuditDatabase(): Promise<void> {
  const url = auditDatabaseUrl();
  if (!url) return;
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^tessera_e2e_audit_[0-9_]+$/.test(name)) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
