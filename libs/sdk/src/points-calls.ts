import {
  POINTS_ROUTES,
  type ConvertPointsRequest,
  type PointsEntriesQuery,
  type RedeemListQuery,
  type RedeemRequest,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/**
 * Points, the points mall and VIP (spec §7 "Points"): the mall and its rules need no session,
 * everything about the member does; redeeming and converting carry the withdrawal password
 * sealed (spec: encrypted).
 */
export function pointsCalls(call: Call) {
  return {
    /** The member's points, all ever earned, and points held by redeems in process. */
    balance: () => callRoute(call, POINTS_ROUTES.balance),
    /** The merchant's mall items in `language` (else the merchant's default). */
    rewards: (language?: string) => callRoute(call, POINTS_ROUTES.rewards, { query: { language } }),
    /** Earning rates and the exchange rate. */
    config: () => callRoute(call, POINTS_ROUTES.config),
    /** Points details, newest first. */
    transactions: (query: PointsEntriesQuery = {}) =>
      callRoute(call, POINTS_ROUTES.transactions, { query }),
    /** Redeem history, newest first, optionally of one status. */
    redeemList: (query: RedeemListQuery = {}) =>
      callRoute(call, POINTS_ROUTES.redeemList, { query }),
    /** Redeems an item (sealed): IN_PROCESS until the operator decides. */
    redeem: (req: RedeemRequest) =>
      callRoute(call, POINTS_ROUTES.redeem, { body: req }, { sealed: true }),
    /** Converts points to balance (sealed); the same requestId converts once. */
    convert: (req: ConvertPointsRequest) =>
      callRoute(call, POINTS_ROUTES.convert, { body: req }, { sealed: true }),
    /** The member's VIP level, progress and every level's benefits. */
    vip: () => callRoute(call, POINTS_ROUTES.vip),
  };
}

export type PointsCalls = ReturnType<typeof pointsCalls>;
