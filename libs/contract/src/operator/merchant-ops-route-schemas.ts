import { bindSchemas } from '../core/route-schemas';
import { MerchantCodeParams, MerchantLanguagesUpdate, MerchantProfile } from './merchant-updates';
import { ACCOUNT_OPS_ROUTES, MERCHANT_OPS_ROUTES } from './merchant-ops-routes';
import { NewMerchantCreated, NewMerchantRequest } from './merchants';
import { OutboxMessages, OutboxQuery } from './outbox';
import { MerchantSettings, MerchantSettingsParams, MerchantSettingsUpdate } from './settings';

/** The operator's merchant-settings calls with their schemas (platform and tests only). */
export const MERCHANT_OPS_CALLS = bindSchemas(MERCHANT_OPS_ROUTES, {
  create: {
    body: NewMerchantRequest,
    reply: NewMerchantCreated,
    created: true,
    errors: ['MERCHANT_EXISTS', 'BAD_REQUEST'],
  },
  settings: {
    params: MerchantSettingsParams,
    body: MerchantSettingsUpdate,
    reply: MerchantSettings,
    errors: ['MERCHANT_UNKNOWN', 'BAD_REQUEST'],
  },
  languages: {
    params: MerchantCodeParams,
    body: MerchantLanguagesUpdate,
    reply: MerchantProfile,
    errors: ['MERCHANT_UNKNOWN', 'BAD_REQUEST'],
  },
});

/** The operator's account calls with their schemas. */
export const ACCOUNT_OPS_CALLS = bindSchemas(ACCOUNT_OPS_ROUTES, {
  outbox: { querystring: OutboxQuery, reply: OutboxMessages },
});
