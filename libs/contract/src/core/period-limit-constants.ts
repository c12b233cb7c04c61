// Runtime constants of the members' own period limits (deposits, net losses); no schema here, so
// the site bundle stays free of TypeBox.

/** The periods a member may limit over: the merchant's calendar day, week (from Monday), month. */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * How long a looser limit (higher, or removed) waits before it applies: 24 hours (UKGC RTS 12,
 * the regulators' cooling-off rule). A tighter one applies at once.
 */
export const LIMIT_COOLING_MS = 24 * 3_600_000;
