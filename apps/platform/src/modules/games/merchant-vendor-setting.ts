import type { MerchantVendorSetting } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

/** One merchant's row of one vendor (its switch and launch route), null when it has none. */
export async function merchantVendorRow(db: Db, merchantCode: string, vassalage: string) {
  const row = await db
    .selectFrom('merchant_vendor')
    .select(['vassalage', 'enabled', 'launch_route', 'aggregator_provider', 'launch_config'])
    .where('merchant_code', '=', merchantCode)
    .where('vassalage', '=', vassalage)
    .executeTakeFirst();
  return row
    ? {
        vendor: row.vassalage,
        enabled: row.enabled,
        route: row.launch_route,
        provider: row.aggregator_provider,
        launchConfig: row.launch_config,
      }
    : null;
}

/**
 * Switches a vendor on or off for one merchant: one upsert, so two operators at once leave the
 * last write and never a duplicate row. Unknown vendor → 404 VENDOR_UNKNOWN (the caller checked
 * the merchant).
 */
export async function setMerchantVendor(
  db: Db,
  merchantCode: string,
  vendor: string,
  enabled: boolean,
  /** Given the setting as it was (null: none yet), before the change (the audit trail's before). */
  noteBefore: (before: unknown) => void = () => {},
): Promise<MerchantVendorSetting> {
  const vassalage = await knownVendor(db, vendor);
  noteBefore(await merchantVendorRow(db, merchantCode, vassalage));
  await db
    .insertInto('merchant_vendor')
    .values({ merchant_code: merchantCode, vassalage, enabled })
    .onConflict((oc) => oc.columns(['merchant_code', 'vassalage']).doUpdateSet({ enabled }))
    .execute();
  return { vendor: vassalage, enabled };
}

/** The vendor's code as stored (any case given), or 404 VENDOR_UNKNOWN. */
export async function knownVendor(db: Db, vendor: string): Promise<string> {
  const known = await db
    .selectFrom('game_vendor')
    .select('vassalage')
    .where('vassalage', '=', vendor.toUpperCase())
    .executeTakeFirst();
  if (!known) throw new ApiError(404, 'VENDOR_UNKNOWN', `No game vendor "${vendor}"`);
  return known.vassalage;
}
