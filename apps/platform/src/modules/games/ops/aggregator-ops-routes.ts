import { GAME_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { aggregatorView, saveAggregator } from '../../aggregator';
import { aggregatorVendors, setVendorRoute } from '../vendor-route-setting';
import { knownMerchant } from '../../merchants';

const tags = ['operator'];

/**
 * The merchant's aggregator (base URL and API key, the key never answered) and each vendor's
 * launch route. Unknown merchant → 404 MERCHANT_UNKNOWN; routing a vendor to an aggregator the
 * merchant has not set → 409 AGGREGATOR_NOT_SET.
 */
export async function aggregatorOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  const settingsOf = async (code: string) => ({
    merchantCode: code,
    ...(await aggregatorView(db, code)),
    vendors: await aggregatorVendors(db, code),
  });

  routeFor(
    app,
    GAME_OPS_CALLS.aggregator,
    async (request) => ok(await settingsOf(await knownMerchant(db, request.params.code))),
    { tags },
  );

  routeFor(
    app,
    GAME_OPS_CALLS.setAggregator,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      noteAuditBefore(request, await settingsOf(code));
      await saveAggregator(db, code, request.body, now());
      request.log.info({ merchant: code }, 'operator changed the merchant aggregator');
      return ok(await settingsOf(code));
    },
    { tags },
  );

  routeFor(
    app,
    GAME_OPS_CALLS.setVendorRoute,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      if (request.body.route === 'aggregator' && !(await aggregatorView(db, code)).baseUrl)
        throw new ApiError(409, 'AGGREGATOR_NOT_SET', `Merchant "${code}" has no aggregator set`);
      const setting = await setVendorRoute(
        db,
        code,
        request.params.vendor,
        request.body,
        (before) => noteAuditBefore(request, before),
      );
      request.log.info(
        { merchant: code, vendor: setting.vendor, route: setting.route },
        'operator changed a vendor route',
      );
      return ok(setting);
    },
    { tags },
  );
}
