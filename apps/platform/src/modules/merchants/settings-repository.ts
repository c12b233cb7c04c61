import type { MerchantSettings } from '@tessera/contract';
import type { Db } from '../../core/db/database';

/** A validated change: absent fields stay as they are. */
export interface SettingsChange {
  maintenance?: boolean;
  maintenanceEnd?: Date | null;
  blockedCountries?: string[];
  blockedCidrs?: string[];
  domains?: string[];
}

/** The merchant's operator settings, or undefined for an unknown merchant. */
export async function loadSettings(db: Db, code: string): Promise<MerchantSettings | undefined> {
  const row = await db
    .selectFrom('merchant')
    .leftJoin('merchant_site', 'merchant_site.merchant_code', 'merchant.code')
    .select([
      'merchant.code',
      'merchant.maintenance',
      'merchant.maintenance_end',
      'merchant_site.blocked_countries',
      'merchant_site.blocked_cidrs',
      'merchant_site.domains',
    ])
    .where('merchant.code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    merchantCode: row.code,
    maintenance: row.maintenance,
    maintenanceEnd: row.maintenance_end?.toISOString() ?? null,
    blockedCountries: row.blocked_countries ?? [],
    blockedCidrs: row.blocked_cidrs ?? [],
    domains: row.domains ?? [],
  };
}

/** Applies the change in one transaction; undefined for an unknown merchant. */
export async function updateSettings(
  db: Db,
  code: string,
  change: SettingsChange,
  /** Given the settings as they were, read under the merchant's lock (the audit trail's before). */
  noteBefore: (before: MerchantSettings | undefined) => void = () => {},
): Promise<MerchantSettings | undefined> {
  return db.transaction().execute(async (trx) => {
    const merchant = await trx
      .selectFrom('merchant')
      .select('code')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!merchant) return undefined;
    noteBefore(await loadSettings(trx, code));

    const { maintenance, maintenanceEnd, blockedCountries, blockedCidrs, domains } = change;
    if (maintenance !== undefined || maintenanceEnd !== undefined)
      await trx
        .updateTable('merchant')
        .set({
          ...(maintenance !== undefined ? { maintenance } : {}),
          ...(maintenanceEnd !== undefined ? { maintenance_end: maintenanceEnd } : {}),
        })
        .where('code', '=', code)
        .execute();

    const lists = {
      ...(blockedCountries ? { blocked_countries: blockedCountries } : {}),
      ...(blockedCidrs ? { blocked_cidrs: blockedCidrs } : {}),
      ...(domains ? { domains } : {}),
    };
    if (Object.keys(lists).length > 0)
      await trx
        .insertInto('merchant_site')
        .values({ merchant_code: code, ...lists })
        .onConflict((oc) => oc.column('merchant_code').doUpdateSet(lists))
        .execute();
    return loadSettings(trx, code);
  });
}
