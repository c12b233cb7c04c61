import type { MerchantVendorSetting } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

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
): Promise<MerchantVendorSetting> {
  const vassalage = await knownVendor(db, vendor);
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
