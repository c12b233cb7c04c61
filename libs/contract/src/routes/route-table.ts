import { DRAW_ROUTES } from '../draws/routes';
import { MISSION_OPS_ROUTES, MISSION_ROUTES } from '../missions/routes';
import { POINTS_OPS_ROUTES } from '../points/ops-routes';
import { POINTS_ROUTES } from '../points/routes';
import { PROTECTION_ROUTES } from '../protection/routes';
import { REFERRAL_ROUTES } from '../referral/routes';

/**
 * Every call of the route table, by the SDK client's area and function name (`draws.play`).
 * Plain data: the SDK's fake platform routes from it. Areas join as they move into the table.
 */
export const ROUTE_TABLE = {
  draws: DRAW_ROUTES,
  missions: MISSION_ROUTES,
  points: POINTS_ROUTES,
  protection: PROTECTION_ROUTES,
  referral: REFERRAL_ROUTES,
};

/**
 * Every operator call, by area and name (`missions.update`): kept apart from the member calls,
 * which the site's SDK and its fake serve; the console's client will read this one.
 */
export const OPS_ROUTE_TABLE = {
  missions: MISSION_OPS_ROUTES,
  points: POINTS_OPS_ROUTES,
};
