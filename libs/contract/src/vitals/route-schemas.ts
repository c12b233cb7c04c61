import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import { VitalsSummary, VitalsSummaryQuery } from './vitals';
import { VITALS_OPS_ROUTES } from './routes';

/** The operator's field-data call with its schemas (platform and tests only). */
export const VITALS_OPS_CALLS = bindSchemas(VITALS_OPS_ROUTES, {
  summary: {
    params: MerchantSettingsParams,
    querystring: VitalsSummaryQuery,
    reply: VitalsSummary,
    errors: ['MERCHANT_UNKNOWN'],
  },
});
