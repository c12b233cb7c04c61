import type { VendorRouteSetting, VendorRouteUpdate } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { knownVendor, merchantVendorRow } from './merchant-vendor-setting';

/** The largest launch settings a vendor may carry, as JSON text. */
const MAX_LAUNCH_CONFIG_BYTES = 4096;

/**
 * Sets how one merchant's players launch a vendor, in one upsert that leaves its on/off switch
 * as it was (a new row is on, as a vendor without a row is). `aggregator` needs a provider
 * name (400 BAD_REQUEST otherwise); `sandbox` forgets the provider and its settings. Unknown
 * vendor → 404 VENDOR_UNKNOWN; the caller checked the merchant and its aggregator.
 */
export async function setVendorRoute(
  db: Db,
  merchantCode: string,
  vendor: string,
  update: VendorRouteUpdate,
  /** Given the setting as it was (null: none yet), before the change (the audit trail's before). */
  noteBefore: (before: unknown) => void = () => {},
): Promise<VendorRouteSetting> {
  const vassalage = await knownVendor(db, vendor);
  noteBefore(await merchantVendorRow(db, merchantCode, vassalage));
  const viaAggregator = update.route === 'aggregator';
  if (viaAggregator && !update.provider)
    throw new ApiError(400, 'BAD_REQUEST', 'The aggregator route needs the provider name');
  const config = viaAggregator && update.launchConfig ? JSON.stringify(update.launchConfig) : null;
  if (config && Buffer.byteLength(config) > MAX_LAUNCH_CONFIG_BYTES)
    throw new ApiError(400, 'BAD_REQUEST', `launchConfig is over ${MAX_LAUNCH_CONFIG_BYTES} bytes`);
  const route = {
    launch_route: update.route,
    aggregator_provider: viaAggregator ? (update.provider ?? null) : null,
    launch_config: config,
  };
  await db
    .insertInto('merchant_vendor')
    .values({ merchant_code: merchantCode, vassalage, enabled: true, ...route })
    .onConflict((oc) => oc.columns(['merchant_code', 'vassalage']).doUpdateSet(route))
    .execute();
  return {
    vendor: vassalage,
    route: update.route,
    provider: route.aggregator_provider,
    launchConfig: viaAggregator ? (update.launchConfig ?? null) : null,
  };
}

/** The merchant's vendors that launch through its aggregator, by vendor code. */
export async function aggregatorVendors(
  db: Db,
  merchantCode: string,
): Promise<VendorRouteSetting[]> {
  const rows = await db
    .selectFrom('merchant_vendor')
    .select(['vassalage', 'launch_route', 'aggregator_provider', 'launch_config'])
    .where('merchant_code', '=', merchantCode)
    .where('launch_route', '=', 'aggregator')
    .orderBy('vassalage')
    .execute();
  return rows.map((row) => ({
    vendor: row.vassalage,
    route: row.launch_route,
    provider: row.aggregator_provider,
    launchConfig: row.launch_config,
  }));
}
