// The audit journey's database: a fresh one per run next to DATABASE_URL's, named once by the
// config (the workers inherit the name through the environment).

const NAME_KEY = 'E2E_AUDIT_DATABASE_URL';

/** The fresh database's URL for this run, or null without DATABASE_URL (no PostgreSQL here). */
export function auditDatabaseUrl(): string | null {
  const named = process.env[NAME_KEY];
  if (named) return named;
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const url = new URL(base);
  url.pathname = `/tessera_e2e_audit_${Date.now()}_${process.pid}`;
  process.env[NAME_KEY] = url.toString();
  return url.toString();
}
