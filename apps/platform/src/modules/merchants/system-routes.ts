import { SYSTEM_CALLS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { loadWhitelabel } from './merchant-repository';
import { requestMerchant } from './merchant-plugin';

/** GET /wps/system/whitelabel and /wps/system/status, for the merchant named in the request. */
export const systemRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  routeFor(app, SYSTEM_CALLS.whitelabel, async (request) =>
    ok(await loadWhitelabel(db, requestMerchant(request))),
  );

  routeFor(app, SYSTEM_CALLS.status, async (request) => {
    const merchant = requestMerchant(request);
    return ok({
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenance_end?.toISOString() ?? null,
      serverTime: new Date().toISOString(),
    });
  });
};
