import type { BoundRoute } from '../core/route-schemas';
import { AUDIT_OPS_CALLS } from '../audit/route-schemas';
import { STAFF_OPS_CALLS, STAFF_SESSION_CALLS } from '../staff/route-schemas';
import { CONTRACT_OPS_CALLS } from '../agent/ops-route-schemas';
import { CONTRACT_CALLS, TEAM_CALLS } from '../agent/route-schemas';
import {
  CASHIER_DESK_CALLS,
  CASHIER_OPS_CALLS,
  TURNOVER_OPS_CALLS,
} from '../cashier/ops-route-schemas';
import { CASHIER_CALLS, WITHDRAWAL_CALLS } from '../cashier/route-schemas';
import { ANNOUNCEMENT_CALLS } from '../content/route-schemas';
import { DRAW_CALLS } from '../draws/route-schemas';
import { IDENTITY_CALLS, IDENTITY_OPS_CALLS } from '../identity/route-schemas';
import { GAME_OPS_CALLS } from '../games/ops-route-schemas';
import { GAME_CALLS } from '../games/route-schemas';
import { LOTTERY_CALLS, LOTTERY_OPS_CALLS } from '../lottery/route-schemas';
import { MISSION_CALLS, MISSION_OPS_CALLS } from '../missions/route-schemas';
import { PROMOTION_CALLS, PROMOTION_OPS_CALLS } from '../promotions/route-schemas';
import { PAM_OPS_CALLS } from '../pam/ops-route-schemas';
import { PLAYER_OPS_CALLS } from '../players/ops-route-schemas';
import { BLOG_CALLS, BLOG_OPS_CALLS } from '../blog/route-schemas';
import { DRAW_OPS_CALLS } from '../draws/ops-route-schemas';
import { FEEDBACK_CALLS, FEEDBACK_OPS_CALLS } from '../feedback/route-schemas';
import { MESSAGE_CALLS, MESSAGE_OPS_CALLS } from '../messages/route-schemas';
import { POINTS_CALLS, POINTS_OPS_CALLS } from '../points/route-schemas';
import { PROTECTION_OPS_CALLS } from '../protection/ops-route-schemas';
import { ACCOUNT_OPS_CALLS, MERCHANT_OPS_CALLS } from '../operator/merchant-ops-route-schemas';
import { PROTECTION_CALLS } from '../protection/route-schemas';
import { REFERRAL_OPS_CALLS } from '../referral/ops-route-schemas';
import { REFERRAL_CALLS } from '../referral/route-schemas';
import { VIP_OPS_CALLS } from '../vip/route-schemas';
import { VITALS_OPS_CALLS } from '../vitals/route-schemas';
import { RECORD_CALLS } from '../records/route-schemas';
import { WALLET_CALLS } from '../wallet/route-schemas';
import { SYSTEM_CALLS } from '../system/route-schemas';
import { SECURITY_CALLS } from '../accounts/security-route-schemas';
import {
  AFFILIATE_CALLS,
  MEMBER_CALLS,
  SESSION_CALLS,
  VERIFICATION_CALLS,
} from '../accounts/session-route-schemas';
import { SOCIAL_CALLS, SOCIAL_OPS_CALLS } from '../accounts/social-route-schemas';
import type { OPS_ROUTE_TABLE, ROUTE_TABLE } from './route-table';

/** The route table with every call's schemas (platform and tests only). */
export const BOUND_ROUTE_TABLE = {
  agent: AFFILIATE_CALLS,
  contracts: CONTRACT_CALLS,
  cashier: CASHIER_CALLS,
  draws: DRAW_CALLS,
  games: GAME_CALLS,
  lottery: LOTTERY_CALLS,
  announcements: ANNOUNCEMENT_CALLS,
  member: MEMBER_CALLS,
  missions: MISSION_CALLS,
  promotions: PROMOTION_CALLS,
  blog: BLOG_CALLS,
  feedback: FEEDBACK_CALLS,
  messages: MESSAGE_CALLS,
  points: POINTS_CALLS,
  protection: PROTECTION_CALLS,
  records: RECORD_CALLS,
  referral: REFERRAL_CALLS,
  team: TEAM_CALLS,
  wallet: WALLET_CALLS,
  withdrawals: WITHDRAWAL_CALLS,
  security: SECURITY_CALLS,
  session: SESSION_CALLS,
  social: SOCIAL_CALLS,
  system: SYSTEM_CALLS,
  verification: VERIFICATION_CALLS,
  identity: IDENTITY_CALLS,
} satisfies {
  [A in keyof typeof ROUTE_TABLE]: { [C in keyof (typeof ROUTE_TABLE)[A]]: BoundRoute };
};

/** The operator table with every call's schemas. */
export const BOUND_OPS_ROUTE_TABLE = {
  contracts: CONTRACT_OPS_CALLS,
  missions: MISSION_OPS_CALLS,
  promotions: PROMOTION_OPS_CALLS,
  games: GAME_OPS_CALLS,
  lottery: LOTTERY_OPS_CALLS,
  pam: PAM_OPS_CALLS,
  blog: BLOG_OPS_CALLS,
  draws: DRAW_OPS_CALLS,
  feedback: FEEDBACK_OPS_CALLS,
  messages: MESSAGE_OPS_CALLS,
  points: POINTS_OPS_CALLS,
  protection: PROTECTION_OPS_CALLS,
  referral: REFERRAL_OPS_CALLS,
  vip: VIP_OPS_CALLS,
  vitals: VITALS_OPS_CALLS,
  cashier: CASHIER_OPS_CALLS,
  cashierDesk: CASHIER_DESK_CALLS,
  turnover: TURNOVER_OPS_CALLS,
  accounts: ACCOUNT_OPS_CALLS,
  merchants: MERCHANT_OPS_CALLS,
  social: SOCIAL_OPS_CALLS,
  audit: AUDIT_OPS_CALLS,
  staffSession: STAFF_SESSION_CALLS,
  staff: STAFF_OPS_CALLS,
  identity: IDENTITY_OPS_CALLS,
  players: PLAYER_OPS_CALLS,
} satisfies {
  [A in keyof typeof OPS_ROUTE_TABLE]: { [C in keyof (typeof OPS_ROUTE_TABLE)[A]]: BoundRoute };
};

type BoundTable = Record<string, Record<string, BoundRoute>>;

const flat = (table: BoundTable): [string, BoundRoute][] =>
  Object.entries(table).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, call]) => [`${area}.${name}`, call] as [string, BoundRoute]),
  );

/** Every member call of the table, flat, as `['draws.play', route]`. */
export const boundRoutes = (): [string, BoundRoute][] => flat(BOUND_ROUTE_TABLE);

/** Every operator call of the table, flat, as `['missions.update', route]`. */
export const boundOpsRoutes = (): [string, BoundRoute][] => flat(BOUND_OPS_ROUTE_TABLE);
