import { CASHIER_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { knownMerchant, type MerchantCache } from '../../merchants';
import { updatePaymentMethod } from '../methods/payment-method-settings';
import { changeCurrency } from './change-currency';

const tags = ['operator'];

/**
 * A merchant's currency and one deposit method. Each answers 404 MERCHANT_UNKNOWN for an
 * unknown code; a currency change drops the merchant from this replica's cache, so its site
 * reads it at once.
 */
export async function merchantPaymentOpsRoutes(
  app: TypedApp,
  { db, merchants }: { db: Db; merchants: MerchantCache },
): Promise<void> {
  routeFor(
    app,
    CASHIER_OPS_CALLS.changeCurrency,
    async (request) => {
      const profile = await changeCurrency(
        db,
        request.params.code,
        request.body.currency,
        (before) => noteAuditBefore(request, before),
      );
      merchants.forget(profile.code);
      request.log.info({ merchant: profile.code }, 'operator changed merchant currency');
      return ok(profile);
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_OPS_CALLS.updatePaymentMethod,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      const { method } = request.params;
      const noteBefore = (before: unknown) => noteAuditBefore(request, before);
      return ok(await updatePaymentMethod(db, code, method, request.body, noteBefore));
    },
    { tags },
  );
}
