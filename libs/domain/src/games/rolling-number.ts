/** The hot card's rolling prize number ticks every 3 seconds (spec §4). */
export const ROLLING_INTERVAL_MS = 3000;

/** Growth per tick is at most this share of the current value (0.1%), so it never jumps. */
export const ROLLING_MAX_GROWTH = 0.001;

/**
 * A believable start per game, 10,000.00 to 99,999.99 in minor units. The spec gives only the
 * tick (spec §4); deriving the start from the node id keeps a card steady across re-renders.
 */
export function rollingStart(nodeId: number): number {
  return 1_000_000 + ((Math.abs(nodeId) * 7919) % 9_000_000);
}

/**
 * The next rolling value in minor units. The spec gives only the interval, so our reading:
 * it only grows, by 1 minor unit up to 0.1% of the value, and never passes `ceiling`.
 */
export function nextRollingValue(
  current: number,
  random: () => number,
  ceiling = Number.MAX_SAFE_INTEGER,
): number {
  const base = Math.max(0, Math.floor(current));
  const maxStep = Math.max(1, Math.floor(base * ROLLING_MAX_GROWTH));
  const step = 1 + Math.min(maxStep - 1, Math.floor(random() * maxStep));
  return Math.max(base, Math.min(ceiling, base + step));
}
