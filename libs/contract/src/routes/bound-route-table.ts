import type { BoundRoute } from '../core/route-schemas';
import { DRAW_CALLS } from '../draws/route-schemas';
import { MISSION_CALLS } from '../missions/route-schemas';
import { PROTECTION_CALLS } from '../protection/route-schemas';
import { REFERRAL_CALLS } from '../referral/route-schemas';
import type { ROUTE_TABLE } from './route-table';

/** The route table with every call's schemas (platform and tests only). */
export const BOUND_ROUTE_TABLE = {
  draws: DRAW_CALLS,
  missions: MISSION_CALLS,
  protection: PROTECTION_CALLS,
  referral: REFERRAL_CALLS,
} satisfies {
  [A in keyof typeof ROUTE_TABLE]: { [C in keyof (typeof ROUTE_TABLE)[A]]: BoundRoute };
};

/** Every call of the table, flat, as `['draws.play', route]`. */
export function boundRoutes(): [string, BoundRoute][] {
  return Object.entries(BOUND_ROUTE_TABLE).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, call]) => [`${area}.${name}`, call] as [string, BoundRoute]),
  );
}
