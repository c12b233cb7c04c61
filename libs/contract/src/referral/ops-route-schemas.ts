import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import { ReferralTerms } from './referral';
import { REFERRAL_OPS_ROUTES } from './ops-routes';

/** The operator's referral calls with their schemas (platform and tests only). */
export const REFERRAL_OPS_CALLS = bindSchemas(REFERRAL_OPS_ROUTES, {
  terms: { params: MerchantSettingsParams, reply: ReferralTerms, errors: ['MERCHANT_UNKNOWN'] },
  setTerms: {
    params: MerchantSettingsParams,
    body: ReferralTerms,
    reply: ReferralTerms,
    errors: ['MERCHANT_UNKNOWN', 'BAD_REQUEST'],
  },
});
