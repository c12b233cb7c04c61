import { bindSchemas } from '../core/route-schemas';
import {
  MerchantAggregatorSettings,
  MerchantAggregatorUpdate,
  VendorRouteSetting,
  VendorRouteUpdate,
} from '../operator/aggregator-settings';
import {
  MerchantCodeParams,
  MerchantVendorParams,
  MerchantVendorSetting,
  MerchantVendorUpdate,
} from '../operator/merchant-updates';
import { GAME_OPS_ROUTES } from './ops-routes';

/** The operator's game calls with their schemas. */
export const GAME_OPS_CALLS = bindSchemas(GAME_OPS_ROUTES, {
  setVendor: {
    params: MerchantVendorParams,
    body: MerchantVendorUpdate,
    reply: MerchantVendorSetting,
    errors: ['MERCHANT_UNKNOWN', 'VENDOR_UNKNOWN'],
  },
  aggregator: {
    params: MerchantCodeParams,
    reply: MerchantAggregatorSettings,
    errors: ['MERCHANT_UNKNOWN'],
  },
  setAggregator: {
    params: MerchantCodeParams,
    body: MerchantAggregatorUpdate,
    reply: MerchantAggregatorSettings,
    errors: ['MERCHANT_UNKNOWN', 'BAD_REQUEST'],
  },
  setVendorRoute: {
    params: MerchantVendorParams,
    body: VendorRouteUpdate,
    reply: VendorRouteSetting,
    errors: ['MERCHANT_UNKNOWN', 'VENDOR_UNKNOWN', 'AGGREGATOR_NOT_SET', 'BAD_REQUEST'],
  },
});
