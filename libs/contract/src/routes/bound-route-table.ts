import type { BoundRoute } from '../core/route-schemas';
import { ANNOUNCEMENT_CALLS } from '../content/route-schemas';
import { DRAW_CALLS } from '../draws/route-schemas';
import { MISSION_CALLS, MISSION_OPS_CALLS } from '../missions/route-schemas';
import { ACCOUNT_OPS_CALLS, MERCHANT_OPS_CALLS } from '../operator/merchant-ops-route-schemas';
import { PROTECTION_CALLS } from '../protection/route-schemas';
import { REFERRAL_CALLS } from '../referral/route-schemas';
import { SYSTEM_CALLS } from '../system/route-schemas';
import { SECURITY_CALLS } from '../accounts/security-route-schemas';
import { MEMBER_CALLS, SESSION_CALLS, VERIFICATION_CALLS } from '../accounts/session-route-schemas';
import { SOCIAL_CALLS, SOCIAL_OPS_CALLS } from '../accounts/social-route-schemas';
import type { OPS_ROUTE_TABLE, ROUTE_TABLE } from './route-table';

/** The route table with every call's schemas (platform and tests only). */
export const BOUND_ROUTE_TABLE = {
  announcements: ANNOUNCEMENT_CALLS,
  draws: DRAW_CALLS,
  member: MEMBER_CALLS,
  missions: MISSION_CALLS,
  protection: PROTECTION_CALLS,
  referral: REFERRAL_CALLS,
  security: SECURITY_CALLS,
  session: SESSION_CALLS,
  social: SOCIAL_CALLS,
  system: SYSTEM_CALLS,
  verification: VERIFICATION_CALLS,
} satisfies {
  [A in keyof typeof ROUTE_TABLE]: { [C in keyof (typeof ROUTE_TABLE)[A]]: BoundRoute };
};

/** The operator table with every call's schemas. */
export const BOUND_OPS_ROUTE_TABLE = {
  accounts: ACCOUNT_OPS_CALLS,
  merchants: MERCHANT_OPS_CALLS,
  missions: MISSION_OPS_CALLS,
  social: SOCIAL_OPS_CALLS,
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
