// Limits of the sandbox vendor's calls; no schema is built here.

/** Largest amount one wallet call moves: far above any stake, far below 2^53. */
export const MAX_WALLET_AMOUNT = 1_000_000_000_000;
/** Stake bounds of the sandbox games, minor units (0.01 to 100,000.00). */
export const MIN_STAKE = 1;
export const MAX_STAKE = 10_000_000;
/** Crash cash-out bounds, multiplier × 100 (1.01× to 1000×); the platform's crash maths agrees. */
export const MIN_CASHOUT_X100 = 101;
export const MAX_CASHOUT_X100 = 100_000;
