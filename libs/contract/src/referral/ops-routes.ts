import { opsRoute } from '../operator/ops-route';
import type { ReferralTerms } from './referral';
import { REFERRAL_OPS_PATHS } from './constants';

type Merchant = { params: { code: string } };

/** The operator's referral calls: a merchant's terms (on or off, reward, minimum first deposit). */
export const REFERRAL_OPS_ROUTES = {
  terms: opsRoute<Merchant, ReferralTerms>('GET', REFERRAL_OPS_PATHS.terms, 'referral.configure'),
  setTerms: opsRoute<Merchant & { body: ReferralTerms }, ReferralTerms>(
    'PUT',
    REFERRAL_OPS_PATHS.terms,
    'referral.configure',
  ),
};
