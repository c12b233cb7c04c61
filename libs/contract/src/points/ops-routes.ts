import { opsRoute } from '../operator/ops-route';
import type { PointsConfig } from './points';
import type {
  MallItemUpdate,
  NewMallItem,
  OpsMallItem,
  OpsMallItems,
  OpsRedeem,
  OpsRedeemQuery,
  OpsRedeems,
  PointsEarnRequest,
  PointsEarnResult,
  RedeemDecision,
} from './points-ops';
import { POINTS_OPS_PATHS } from './constants';

type Merchant = { params: { code: string } };
type Id = { params: { id: string } };

/** The operator's points calls: rates, mall items and stock, redeem decisions, the sweep. */
export const POINTS_OPS_ROUTES = {
  /** A merchant's earning rates and conversion rate. */
  config: opsRoute<Merchant, PointsConfig>('GET', POINTS_OPS_PATHS.config, 'points.configure'),
  /** Replaces them. */
  setConfig: opsRoute<Merchant & { body: PointsConfig }, PointsConfig>(
    'PUT',
    POINTS_OPS_PATHS.config,
    'points.configure',
  ),
  /** The merchant's mall items, inactive ones too. */
  items: opsRoute<Merchant, OpsMallItems>('GET', POINTS_OPS_PATHS.items, 'points.configure'),
  /** Adds a mall item. */
  addItem: opsRoute<Merchant & { body: NewMallItem }, OpsMallItem>(
    'POST',
    POINTS_OPS_PATHS.items,
    'points.configure',
  ),
  /** Changes an item (name, requirements, stock, active). */
  updateItem: opsRoute<Id & { body: MallItemUpdate }, OpsMallItem>(
    'PUT',
    POINTS_OPS_PATHS.item,
    'points.configure',
  ),
  /** Redeem requests, oldest first. */
  redeems: opsRoute<{ query: OpsRedeemQuery }, OpsRedeems>(
    'GET',
    POINTS_OPS_PATHS.redeems,
    'points.redeems',
  ),
  /** Approves or rejects a redeem in process; a rejection returns the points. */
  decideRedeem: opsRoute<Id & { body: RedeemDecision }, OpsRedeem>(
    'POST',
    POINTS_OPS_PATHS.redeemDecision,
    'points.redeems',
  ),
  /** Runs the earning sweep now, as of `at`. */
  earn: opsRoute<{ body: PointsEarnRequest }, PointsEarnResult>(
    'POST',
    POINTS_OPS_PATHS.earn,
    'points.grant',
  ),
};
