import {
  POINTS_PATHS,
  VIP_PATHS,
  type ConvertPointsRequest,
  type MallItems,
  type PointsBalance,
  type PointsConfig,
  type PointsConverted,
  type PointsEntries,
  type PointsEntriesQuery,
  type RedeemList,
  type RedeemListQuery,
  type RedeemRecord,
  type RedeemRequest,
  type VipInfo,
} from '@tessera/contract';
import { params } from './game-calls';
import type { Call } from './transport';

/**
 * Points, the points mall and VIP (spec §7 "Points"): the mall and its rules need no session,
 * everything about the member does; redeeming and converting carry the withdrawal password
 * sealed (spec: encrypted).
 */
export function pointsCalls(call: Call) {
  return {
    /** The member's points, all ever earned, and points held by redeems in process. */
    balance: () => call<PointsBalance>(POINTS_PATHS.balance, { token: true }),
    /** The merchant's mall items in `language` (else the merchant's default). */
    rewards: (language?: string) =>
      call<MallItems>(POINTS_PATHS.rewards, { searchParams: params({ language }) }),
    /** Earning rates and the exchange rate. */
    config: () => call<PointsConfig>(POINTS_PATHS.config),
    /** Points details, newest first. */
    transactions: (query: PointsEntriesQuery = {}) =>
      call<PointsEntries>(POINTS_PATHS.transactions, { token: true, searchParams: params(query) }),
    /** Redeem history, newest first, optionally of one status. */
    redeemList: (query: RedeemListQuery = {}) =>
      call<RedeemList>(POINTS_PATHS.redeemList, { token: true, searchParams: params(query) }),
    /** Redeems an item (sealed): IN_PROCESS until the operator decides. */
    redeem: (req: RedeemRequest) =>
      call<RedeemRecord>(POINTS_PATHS.redeem, { method: 'post', token: true, sealed: req }),
    /** Converts points to balance (sealed); the same requestId converts once. */
    convert: (req: ConvertPointsRequest) =>
      call<PointsConverted>(POINTS_PATHS.convert, { method: 'post', token: true, sealed: req }),
    /** The member's VIP level, progress and every level's benefits. */
    vip: () => call<VipInfo>(VIP_PATHS.info, { token: true }),
  };
}

export type PointsCalls = ReturnType<typeof pointsCalls>;
