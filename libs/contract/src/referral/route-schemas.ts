import { bindSchemas } from '../core/route-schemas';
import { FriendPage, FriendQuery, ReferralSummary } from './referral';
import { REFERRAL_ROUTES } from './routes';

/** The invite-friends calls with their schemas (platform and tests only). */
export const REFERRAL_CALLS = bindSchemas(REFERRAL_ROUTES, {
  summary: { reply: ReferralSummary, errors: ['TRIAL_ACCOUNT'] },
  friends: { querystring: FriendQuery, reply: FriendPage, errors: ['TRIAL_ACCOUNT'] },
});
