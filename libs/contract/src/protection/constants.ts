// Runtime constants of player protection (issue 13 D); no schema is built here.

export const PROTECTION_PATHS = {
  /** GET (token): loss limits, reality-check interval and the member's own block, if any. */
  protection: '/wps/protection',
  /** PUT (token) `{ daily?, weekly?, monthly? }`: null removes a limit. */
  lossLimits: '/wps/protection/loss-limits',
  /** PUT (token) `{ minutes }`: the reality-check interval (null: off). */
  realityCheck: '/wps/protection/reality-check',
  /** GET (token): time since this sign-in and the net result since then. */
  session: '/wps/protection/session',
  /** POST (token) `{ days }`: a time-out; signs out every session it covers. */
  timeOut: '/wps/protection/time-out',
  /** POST (token) `{ months }`: a self-exclusion; cannot be undone before it ends. */
  selfExclusion: '/wps/protection/self-exclusion',
} as const;

/** A loss limit's largest value in minor units (a bigint column; kept to safe integers). */
export const MAX_LOSS_LIMIT = 1_000_000_000_000;

/** Reality-check intervals the site offers, in minutes; the platform takes any in the range. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export const REALITY_CHECK_RANGE = { min: 5, max: 240 } as const;

/** A time-out lasts 1 day to 6 weeks. */
export const TIME_OUT_DAYS = { min: 1, max: 42 } as const;

/** A self-exclusion lasts 6 months to 5 years. */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

export const PROTECTION_BLOCK_KINDS = ['time_out', 'self_exclusion'] as const;
export type ProtectionBlockKind = (typeof PROTECTION_BLOCK_KINDS)[number];
