import { AUDIT_OPS_ROUTES } from '../audit/routes';
import { STAFF_OPS_ROUTES, STAFF_SESSION_ROUTES } from '../staff/routes';
import { CONTRACT_OPS_ROUTES } from '../agent/ops-routes';
import { CONTRACT_ROUTES, TEAM_ROUTES } from '../agent/routes';
import {
  CASHIER_DESK_ROUTES,
  CASHIER_OPS_ROUTES,
  TURNOVER_OPS_ROUTES,
} from '../cashier/ops-routes';
import { CASHIER_ROUTES, WITHDRAWAL_ROUTES } from '../cashier/routes';
import { ANNOUNCEMENT_ROUTES } from '../content/routes';
import { DRAW_ROUTES } from '../draws/routes';
import { IDENTITY_OPS_ROUTES, IDENTITY_ROUTES } from '../identity/routes';
import { GAME_OPS_ROUTES } from '../games/ops-routes';
import { GAME_ROUTES } from '../games/routes';
import { LOTTERY_OPS_ROUTES, LOTTERY_ROUTES } from '../lottery/routes';
import { MISSION_OPS_ROUTES, MISSION_ROUTES } from '../missions/routes';
import { PROMOTION_OPS_ROUTES } from '../promotions/ops-routes';
import { PROMOTION_ROUTES } from '../promotions/routes';
import { PAM_OPS_ROUTES } from '../pam/ops-routes';
import { PLAYER_OPS_ROUTES } from '../players/ops-routes';
import { BLOG_OPS_ROUTES, BLOG_ROUTES } from '../blog/routes';
import { DRAW_OPS_ROUTES } from '../draws/ops-routes';
import { FEEDBACK_OPS_ROUTES, FEEDBACK_ROUTES } from '../feedback/routes';
import { MESSAGE_OPS_ROUTES, MESSAGE_ROUTES } from '../messages/routes';
import { POINTS_OPS_ROUTES } from '../points/ops-routes';
import { POINTS_ROUTES } from '../points/routes';
import { PROTECTION_OPS_ROUTES } from '../protection/ops-routes';
import { ACCOUNT_OPS_ROUTES, MERCHANT_OPS_ROUTES } from '../operator/merchant-ops-routes';
import { PROTECTION_ROUTES } from '../protection/routes';
import { REFERRAL_OPS_ROUTES } from '../referral/ops-routes';
import { REFERRAL_ROUTES } from '../referral/routes';
import { VIP_OPS_ROUTES } from '../vip/routes';
import { VITALS_OPS_ROUTES } from '../vitals/routes';
import { RECORD_ROUTES } from '../records/routes';
import { WALLET_ROUTES } from '../wallet/routes';
import { SYSTEM_ROUTES } from '../system/routes';
import { SECURITY_ROUTES } from '../accounts/security-routes';
import {
  AFFILIATE_ROUTES,
  MEMBER_ROUTES,
  SESSION_ROUTES,
  VERIFICATION_ROUTES,
} from '../accounts/session-routes';
import { SOCIAL_OPS_ROUTES, SOCIAL_ROUTES } from '../accounts/social-routes';

/**
 * Every call of the route table, by the SDK client's area and function name (`draws.play`).
 * Plain data: the SDK's fake platform routes from it. Areas join as they move into the table.
 */
export const ROUTE_TABLE = {
  agent: AFFILIATE_ROUTES,
  contracts: CONTRACT_ROUTES,
  cashier: CASHIER_ROUTES,
  draws: DRAW_ROUTES,
  games: GAME_ROUTES,
  lottery: LOTTERY_ROUTES,
  announcements: ANNOUNCEMENT_ROUTES,
  member: MEMBER_ROUTES,
  missions: MISSION_ROUTES,
  promotions: PROMOTION_ROUTES,
  blog: BLOG_ROUTES,
  feedback: FEEDBACK_ROUTES,
  messages: MESSAGE_ROUTES,
  points: POINTS_ROUTES,
  protection: PROTECTION_ROUTES,
  records: RECORD_ROUTES,
  referral: REFERRAL_ROUTES,
  team: TEAM_ROUTES,
  wallet: WALLET_ROUTES,
  withdrawals: WITHDRAWAL_ROUTES,
  security: SECURITY_ROUTES,
  session: SESSION_ROUTES,
  social: SOCIAL_ROUTES,
  system: SYSTEM_ROUTES,
  verification: VERIFICATION_ROUTES,
  identity: IDENTITY_ROUTES,
};

/**
 * Every operator call, by area and name (`missions.update`): kept apart from the member calls,
 * which the site's SDK and its fake serve; the console's client will read this one.
 */
export const OPS_ROUTE_TABLE = {
  contracts: CONTRACT_OPS_ROUTES,
  missions: MISSION_OPS_ROUTES,
  promotions: PROMOTION_OPS_ROUTES,
  games: GAME_OPS_ROUTES,
  lottery: LOTTERY_OPS_ROUTES,
  pam: PAM_OPS_ROUTES,
  blog: BLOG_OPS_ROUTES,
  draws: DRAW_OPS_ROUTES,
  feedback: FEEDBACK_OPS_ROUTES,
  messages: MESSAGE_OPS_ROUTES,
  points: POINTS_OPS_ROUTES,
  protection: PROTECTION_OPS_ROUTES,
  referral: REFERRAL_OPS_ROUTES,
  vip: VIP_OPS_ROUTES,
  vitals: VITALS_OPS_ROUTES,
  cashier: CASHIER_OPS_ROUTES,
  cashierDesk: CASHIER_DESK_ROUTES,
  turnover: TURNOVER_OPS_ROUTES,
  accounts: ACCOUNT_OPS_ROUTES,
  merchants: MERCHANT_OPS_ROUTES,
  social: SOCIAL_OPS_ROUTES,
  audit: AUDIT_OPS_ROUTES,
  staffSession: STAFF_SESSION_ROUTES,
  staff: STAFF_OPS_ROUTES,
  identity: IDENTITY_OPS_ROUTES,
  players: PLAYER_OPS_ROUTES,
};
