import { GAME_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
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
  routeFor(
    app,
    GAME_OPS_CALLS.setVendor,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      const setting = await setMerchantVendor(
        db,
        code,
        request.params.vendor,
        request.body.enabled,
        (before) => noteAuditBefore(request, before),
      );
      merchants.forget(code);
      return ok(setting);
    },
    { tags: ['operator'] },
  );
}
