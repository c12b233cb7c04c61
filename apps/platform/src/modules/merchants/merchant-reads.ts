import type { Db, Trx } from '../../core/db/database';

// What other modules read about merchants. The merchant tables belong to this module; others
// ask here rather than query them (tools/table-ownership.mjs).

/** Every merchant's code, in code order (seeds run per merchant). */
export async function merchantCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('merchant').select('code').orderBy('code').execute();
  return rows.map((row) => row.code);
}

/**
 * Locks the merchant's row until the transaction ends, so a module's changes to its per-merchant
 * settings run one after the other (the agent's contract kinds); false when there is no such
 * merchant.
 */
export async function lockMerchant(trx: Trx, merchantCode: string): Promise<boolean> {
  const row = await trx
    .selectFrom('merchant')
    .select('code')
    .where('code', '=', merchantCode)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `modIds` the merchant's feature tree has switched on. */
export async function enabledFeatures(
  db: Db,
  merchantCode: string,
  modIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('merchant_feature')
    .select('mod_id')
    .where('merchant_code', '=', merchantCode)
    .where('mod_id', 'in', modIds)
    .where('enabled', '=', true)
    .execute();
  return new Set(rows.map((row) => row.mod_id));
}

function hostMatches(host: string, domain: string): boolean {
  if (domain.startsWith('*.')) return host.endsWith(domain.slice(1));
  return host === domain;
}

/** The merchant whose site lists `host` among its domains (`*.x` matches subdomains), or null. */
export async function merchantOfHost(db: Db, host: string): Promise<string | null> {
  const sites = await db.selectFrom('merchant_site').select(['merchant_code', 'domains']).execute();
  return (
    sites.find((site) => site.domains.some((d) => hostMatches(host, d)))?.merchant_code ?? null
  );
}
