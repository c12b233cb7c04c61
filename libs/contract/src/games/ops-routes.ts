import type {
  MerchantAggregatorSettings,
  MerchantAggregatorUpdate,
  VendorRouteSetting,
  VendorRouteUpdate,
} from '../operator/aggregator-settings';
import type { MerchantVendorSetting, MerchantVendorUpdate } from '../operator/merchant-updates';
import { opsRoute } from '../operator/ops-route';
import { OPERATOR_PATHS } from '../operator/paths';

type Merchant = { params: { code: string } };
type MerchantVendor = { params: { code: string; vendor: string } };

/** The operator's game calls: a merchant's vendors, its aggregator and each vendor's route. */
export const GAME_OPS_ROUTES = {
  /** Switches one vendor on or off for a merchant. */
  setVendor: opsRoute<MerchantVendor & { body: MerchantVendorUpdate }, MerchantVendorSetting>(
    'PUT',
    OPERATOR_PATHS.merchantVendor,
    'games.vendors',
  ),
  /** The merchant's aggregator (the key never answered) and its vendors' launch routes. */
  aggregator: opsRoute<Merchant, MerchantAggregatorSettings>(
    'GET',
    OPERATOR_PATHS.merchantAggregator,
    'games.aggregator',
  ),
  /** Sets the merchant's aggregator base URL and API key. */
  setAggregator: opsRoute<
    Merchant & { body: MerchantAggregatorUpdate },
    MerchantAggregatorSettings
  >('PUT', OPERATOR_PATHS.merchantAggregator, 'games.aggregator'),
  /** How one vendor launches: the sandbox, or the aggregator under a provider name. */
  setVendorRoute: opsRoute<MerchantVendor & { body: VendorRouteUpdate }, VendorRouteSetting>(
    'PUT',
    OPERATOR_PATHS.merchantVendorRoute,
    'games.aggregator',
  ),
};
