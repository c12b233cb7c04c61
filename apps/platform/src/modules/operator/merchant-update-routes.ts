import {
  MerchantCodeParams,
  MerchantCurrencyUpdate,
  MerchantLanguagesUpdate,
  MerchantPaymentMethodParams,
  MerchantProfile,
  MerchantVendorParams,
  MerchantVendorSetting,
  MerchantVendorUpdate,
  OPERATOR_PATHS,
  PaymentMethodSettings,
  PaymentMethodUpdate,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { setMerchantVendor } from '../games';
import { updateLanguages, type MerchantCache } from '../merchants';
import { updatePaymentMethod } from '../payments';
import { changeCurrency } from './change-currency';
import { knownMerchant } from './known-merchant';

const tags = ['operator'];

/**
 * Updates of an existing merchant: languages, currency, one deposit method, one vendor. Each
 * answers 404 MERCHANT_UNKNOWN for an unknown code and drops the merchant from this replica's
 * cache, so its site reads the change at once.
 */
export async function merchantUpdateRoutes(
  app: TypedApp,
  { db, merchants }: { db: Db; merchants: MerchantCache },
): Promise<void> {
  app.put(
    OPERATOR_PATHS.merchantLanguages,
    {
      schema: {
        tags,
        params: MerchantCodeParams,
        body: MerchantLanguagesUpdate,
        response: { 200: envelope(MerchantProfile) },
      },
    },
    async (request) => {
      const { languages, defaultLanguage } = request.body;
      const profile = await updateLanguages(db, request.params.code, languages, defaultLanguage);
      merchants.forget(profile.code);
      request.log.info({ merchant: profile.code }, 'operator changed merchant languages');
      return ok(profile);
    },
  );

  app.put(
    OPERATOR_PATHS.merchantCurrency,
    {
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

  app.put(
    OPERATOR_PATHS.merchantVendor,
    {
      schema: {
        tags,
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
