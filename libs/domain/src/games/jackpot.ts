/** Jackpot start range in minor units: 20,000,000.00 to 21,000,000.00 (spec §9). */
export const JACKPOT_RANGE = { minMinor: 2_000_000_000, maxMinor: 2_100_000_000 } as const;

/** Each tick adds 100 to 500 whole units (spec §4). */
export const JACKPOT_STEP_UNITS = { min: 100, max: 500 } as const;

/** The tick waits 3, 4 or 5 seconds, chosen at random (spec §4). */
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

/** Picks an integer in [min, max]; clamps so a `random` returning 1 cannot overshoot. */
function pick(random: () => number, min: number, max: number): number {
  return Math.min(max, min + Math.floor(random() * (max - min + 1)));
}

/** A random jackpot start in minor units (cents included) within JACKPOT_RANGE. */
export function jackpotStart(random: () => number): number {
  return pick(random, JACKPOT_RANGE.minMinor, JACKPOT_RANGE.maxMinor);
}

/** The next jackpot growth: whole units as minor, and the delay before it shows. */
export function jackpotStep(random: () => number): { addMinor: number; delayMs: number } {
  const units = pick(random, JACKPOT_STEP_UNITS.min, JACKPOT_STEP_UNITS.max);
  const delayMs = JACKPOT_DELAYS_MS[pick(random, 0, JACKPOT_DELAYS_MS.length - 1)] ?? 3000;
  return { addMinor: units * 100, delayMs };
}
