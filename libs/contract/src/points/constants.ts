// Runtime constants of the points calls; no schema is built here (the site imports these).

/**
 * Points and points mall (spec §7 "Points": balance, rewards, redeem, redeem list, config,
 * member transaction details, convert points). The spec names the calls but not their paths,
 * so they follow the `/wps/points/...` family.
 */
export const POINTS_PATHS = {
  /** GET (token): the member's points balance and what they have earned and spent. */
  balance: '/wps/points/balance',
  /** GET `?language`: the merchant's mall items (rewards) with their stock. */
  rewards: '/wps/points/rewards',
  /** POST (token, encrypted): redeems a mall item; the withdrawal password is checked. */
  redeem: '/wps/points/redeem',
  /** GET (token) `?status&cursor&limit`: the member's redeem records, newest first. */
  redeemList: '/wps/points/redeem/list',
  /** GET: how points are earned (rates per source) and converted (the exchange-rate table). */
  config: '/wps/points/config',
  /** GET (token) `?cursor&limit`: the member's points details (every points change). */
  transactions: '/wps/points/transactions',
  /** POST (token, encrypted): converts points to balance; the withdrawal password is checked. */
  convert: '/wps/points/convert',
} as const;

/** Operator calls of the points mall (bearer token). */
export const POINTS_OPS_PATHS = {
  /** GET / PUT: a merchant's earning rates and conversion rate. */
  config: '/ops/merchants/:code/points',
  /** GET (all, inactive included) / POST (new item): a merchant's mall items. */
  items: '/ops/merchants/:code/mall-items',
  /** PUT: changes an item (name, requirements, stock, active). */
  item: '/ops/mall-items/:id',
  /** GET `?merchant&status`: redeem requests, oldest first. */
  redeems: '/ops/points/redeems',
  /** POST: approves or rejects a redeem in process; a rejection returns the points. */
  redeemDecision: '/ops/points/redeems/:id/decision',
  /** POST `{ at }`: runs the earning sweep now, as of `at` (tests and the demo). */
  earn: '/ops/points/earn',
} as const;

/**
 * Where points come from (spec §9): deposits and valid bets per game type. Each game type of
 * the catalogue counts under one source (`POINTS_SOURCE_OF_GAME_TYPE`, libs/domain).
 */
export const POINTS_SOURCES = ['DEPOSIT', 'LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** Kinds of points entries: earnings, a redeem, a rejected redeem's return, a conversion, an operator's change. */
export const POINTS_ENTRY_KINDS = [
  ...POINTS_SOURCES,
  'REDEEM',
  'REDEEM_RETURN',
  'CONVERT',
  'ADJUSTMENT',
] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

/** Redeem statuses (spec §4): in process until the operator approves or rejects. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/**
 * Mall item kinds: a BONUS pays its value into the balance when approved; a GIFT is sent to the
 * receiving address the member gives (spec §5: a withdrawal password and receiving address are
 * required for redeeming).
 */
export const MALL_ITEM_KINDS = ['BONUS', 'GIFT'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

/** Rows per points page unless asked otherwise, and the most one page gives. */
export const POINTS_PAGE = 20;
export const MAX_POINTS_PAGE = 100;
/** The most of one item one redeem may take. */
export const MAX_REDEEM_QUANTITY = 10;
/** Longest receiving address and operator remark (spec §5: remark 140 characters). */
export const REDEEM_ADDRESS_MAX = 200;
export const REDEEM_REMARK_MAX = 140;
