import { route, type NoRequest } from '../core/route';
import type { VipInfo } from '../vip/vip';
import { VIP_PATHS } from '../vip/constants';
import type {
  ConvertPointsRequest,
  MallItems,
  MallItemsQuery,
  PointsBalance,
  PointsConfig,
  PointsConverted,
  PointsEntries,
  PointsEntriesQuery,
  RedeemList,
  RedeemListQuery,
  RedeemRecord,
  RedeemRequest,
} from './points';
import { POINTS_PATHS } from './constants';

/**
 * The points mall's and VIP page's calls (the SDK's `points` area): the mall and its rules need
 * no session, everything about the member does.
 */
export const POINTS_ROUTES = {
  /** The member's points, all ever earned, and points held by redeems in process. */
  balance: route<NoRequest, PointsBalance>('GET', POINTS_PATHS.balance, 'member'),
  /** The merchant's mall items in `language` (else the merchant's default). */
  rewards: route<{ query: MallItemsQuery }, MallItems>('GET', POINTS_PATHS.rewards, 'none'),
  /** Earning rates and the exchange rate. */
  config: route<NoRequest, PointsConfig>('GET', POINTS_PATHS.config, 'none'),
  /** Points details, newest first. */
  transactions: route<{ query: PointsEntriesQuery }, PointsEntries>(
    'GET',
    POINTS_PATHS.transactions,
    'member',
  ),
  /** Redeem history, newest first, optionally of one status. */
  redeemList: route<{ query: RedeemListQuery }, RedeemList>(
    'GET',
    POINTS_PATHS.redeemList,
    'member',
  ),
  /** Redeems an item (the body travels sealed): IN_PROCESS until the operator decides. */
  redeem: route<{ body: RedeemRequest }, RedeemRecord>('POST', POINTS_PATHS.redeem, 'member'),
  /** Converts points to balance (sealed); the same requestId converts once. */
  convert: route<{ body: ConvertPointsRequest }, PointsConverted>(
    'POST',
    POINTS_PATHS.convert,
    'member',
  ),
  /** The member's VIP level, progress and every level's benefits (the VIP page rides here). */
  vip: route<NoRequest, VipInfo>('GET', VIP_PATHS.info, 'member'),
};
