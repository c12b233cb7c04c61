// Runtime constants of the VIP calls; no schema is built here (the site imports these).

/** The member's VIP page (spec §2 names the screen, not its calls). */
export const VIP_PATHS = {
  /** GET (token): the member's level, progress to the next one and every level's benefits. */
  info: '/wps/vip/info',
} as const;

/** Operator calls of VIP levels and rebates (bearer token). */
export const VIP_OPS_PATHS = {
  /** GET / PUT: a merchant's whole level table (thresholds, benefits, rebate rates). */
  levels: '/ops/merchants/:code/vip-levels',
  /** POST `{ at }`: runs the VIP and rebate sweeps now, as of `at` (tests and the demo). */
  run: '/ops/vip/run',
  /** GET: a member's VIP level and the rebates paid to them. */
  member: '/ops/members/:id/vip',
} as const;

/**
 * Game categories a rebate rate is set for (the same grouping as points from bets): every game
 * type of the catalogue counts under one (`POINTS_SOURCE_OF_GAME_TYPE`, libs/domain).
 */
export const REBATE_CATEGORIES = ['LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** The most levels a merchant may have (level 0 is the entry level). */
export const MAX_VIP_LEVELS = 20;
/** Highest rebate rate in basis points (10% of valid bets). */
export const MAX_REBATE_BP = 1000;
