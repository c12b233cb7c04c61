import {
  MerchantVendorParams,
  MerchantVendorSetting,
  MerchantVendorUpdate,
  OPERATOR_PATHS,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { knownMerchant, type MerchantCache } from '../../merchants';
import { setMerchantVendor } from '../merchant-vendor-setting';

/**
 * Switches one vendor on or off for a merchant: 404 MERCHANT_UNKNOWN for an unknown code; the
 * change drops the merchant from this replica's cache, so its lobby reads it at once.
 */
export async function vendorOpsRoutes(
  app: TypedApp,
  { db, merchants }: { db: Db; merchants: MerchantCache },
): Promise<void> {
  app.put(
    OPERATOR_PATHS.merchantVendor,
    {
      config: { permission: 'games.vendors' },
      schema: {
        tags: ['operator'],
        params: MerchantVendorParams,
        body: MerchantVendorUpdate,
        response: { 200: envelope(MerchantVendorSetting) },
      },
    },
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      const setting = await setMerchantVendor(
        db,
        code,
        request.params.vendor,
        request.body.enabled,
      );
      merchants.forget(code);
      return ok(setting);
    },
  );
}
