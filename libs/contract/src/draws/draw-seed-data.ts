import type { DrawKind, DrawRuleKind } from './constants';
import type { DrawPrize } from './draws';

// The lucky draws' starting data, in one place: the platform seeds every merchant with it and the
// SDK's fake platform answers with it, so the fake's prizes and rules are the seeded ones.

/**
 * Prizes per game in the merchant's minor units (both demo currencies have 100 to the unit):
 * small prizes often, a big one rarely, and some "try again". The wheel's order is its segments'.
 */
export const SEED_DRAW_PRIZES: Record<DrawKind, DrawPrize[]> = {
  ENVELOPE: [
    { amount: 500, weight: 50 },
    { amount: 1_000, weight: 30 },
    { amount: 5_000, weight: 15 },
    { amount: 20_000, weight: 5 },
  ],
  WHEEL: [
    { amount: 0, weight: 30 },
    { amount: 1_000, weight: 25 },
    { amount: 0, weight: 15 },
    { amount: 2_000, weight: 15 },
    { amount: 5_000, weight: 8 },
    { amount: 10_000, weight: 5 },
    { amount: 0, weight: 1 },
    { amount: 50_000, weight: 1 },
  ],
  EGG: [
    { amount: 0, weight: 40 },
    { amount: 3_000, weight: 40 },
    { amount: 30_000, weight: 20 },
  ],
};

/** Earning rules: a wheel ticket per deposit of 500.00, an envelope per day of 1,000.00 bet. */
export const SEED_DRAW_RULES: { kind: DrawRuleKind; threshold: number; drawKind: DrawKind }[] = [
  { kind: 'DEPOSIT', threshold: 50_000, drawKind: 'WHEEL' },
  { kind: 'DAILY_VALID_BET', threshold: 100_000, drawKind: 'ENVELOPE' },
];
