import {
  MerchantCodeParams,
  MerchantCurrencyUpdate,
  MerchantPaymentMethodParams,
  MerchantProfile,
  OPERATOR_PATHS,
  PaymentMethodSettings,
  PaymentMethodUpdate,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { knownMerchant, type MerchantCache } from '../../merchants';
import { updatePaymentMethod } from '../payment-method-settings';
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
  app.put(
    OPERATOR_PATHS.merchantCurrency,
    {
      config: { permission: 'merchants.currency' },
      schema: {
        tags,
        params: MerchantCodeParams,
        body: MerchantCurrencyUpdate,
        response: { 200: envelope(MerchantProfile) },
      },
    },
    async (request) => {
      const profile = await changeCurrency(db, request.params.code, request.body.currency);
      merchants.forget(profile.code);
      request.log.info({ merchant: profile.code }, 'operator changed merchant currency');
      return ok(profile);
    },
  );

  app.patch(
    OPERATOR_PATHS.merchantPaymentMethod,
    {
      config: { permission: 'payments.methods' },
      schema: {
        tags,
        params: MerchantPaymentMethodParams,
        body: PaymentMethodUpdate,
        response: { 200: envelope(PaymentMethodSettings) },
      },
    },
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      return ok(await updatePaymentMethod(db, code, request.params.method, request.body));
    },
  );
}
