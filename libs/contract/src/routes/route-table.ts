import { ANNOUNCEMENT_ROUTES } from '../content/routes';
import { DRAW_ROUTES } from '../draws/routes';
import { MISSION_OPS_ROUTES, MISSION_ROUTES } from '../missions/routes';
import { ACCOUNT_OPS_ROUTES, MERCHANT_OPS_ROUTES } from '../operator/merchant-ops-routes';
import { PROTECTION_ROUTES } from '../protection/routes';
import { REFERRAL_ROUTES } from '../referral/routes';
import { SYSTEM_ROUTES } from '../system/routes';
import { SECURITY_ROUTES } from '../accounts/security-routes';
import { MEMBER_ROUTES, SESSION_ROUTES, VERIFICATION_ROUTES } from '../accounts/session-routes';
import { SOCIAL_OPS_ROUTES, SOCIAL_ROUTES } from '../accounts/social-routes';

/**
 * Every call of the route table, by the SDK client's area and function name (`draws.play`).
 * Plain data: the SDK's fake platform routes from it. Areas join as they move into the table.
 */
export const ROUTE_TABLE = {
  announcements: ANNOUNCEMENT_ROUTES,
  draws: DRAW_ROUTES,
  member: MEMBER_ROUTES,
  missions: MISSION_ROUTES,
  protection: PROTECTION_ROUTES,
  referral: REFERRAL_ROUTES,
  security: SECURITY_ROUTES,
  session: SESSION_ROUTES,
  social: SOCIAL_ROUTES,
  system: SYSTEM_ROUTES,
  verification: VERIFICATION_ROUTES,
};

/**
 * Every operator call, by area and name (`missions.update`): kept apart from the member calls,
 * which the site's SDK and its fake serve; the console's client will read this one.
 */
export const OPS_ROUTE_TABLE = {
  accounts: ACCOUNT_OPS_ROUTES,
  merchants: MERCHANT_OPS_ROUTES,
  missions: MISSION_OPS_ROUTES,
  social: SOCIAL_OPS_ROUTES,
};
