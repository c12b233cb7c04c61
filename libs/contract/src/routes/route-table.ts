import { CASHIER_OPS_ROUTES, TURNOVER_OPS_ROUTES } from '../cashier/ops-routes';
import { CASHIER_ROUTES, WITHDRAWAL_ROUTES } from '../cashier/routes';
import { DRAW_ROUTES } from '../draws/routes';
import { MISSION_OPS_ROUTES, MISSION_ROUTES } from '../missions/routes';
import { PROTECTION_ROUTES } from '../protection/routes';
import { RECORD_ROUTES } from '../records/routes';
import { REFERRAL_ROUTES } from '../referral/routes';
import { WALLET_ROUTES } from '../wallet/routes';

/**
 * Every call of the route table, by the SDK client's area and function name (`draws.play`).
 * Plain data: the SDK's fake platform routes from it. Areas join as they move into the table.
 */
export const ROUTE_TABLE = {
  cashier: CASHIER_ROUTES,
  draws: DRAW_ROUTES,
  missions: MISSION_ROUTES,
  protection: PROTECTION_ROUTES,
  records: RECORD_ROUTES,
  referral: REFERRAL_ROUTES,
  wallet: WALLET_ROUTES,
  withdrawals: WITHDRAWAL_ROUTES,
};

/**
 * Every operator call, by area and name (`missions.update`): kept apart from the member calls,
 * which the site's SDK and its fake serve; the console's client will read this one.
 */
export const OPS_ROUTE_TABLE = {
  cashier: CASHIER_OPS_ROUTES,
  missions: MISSION_OPS_ROUTES,
  turnover: TURNOVER_OPS_ROUTES,
};
