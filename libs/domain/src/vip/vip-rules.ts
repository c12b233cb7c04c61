import type { VipLevel } from '@tessera/contract';

/** What the level rule reads of a member: all-time approved deposits and valid bets. */
export interface VipProgress {
  deposits: number;
  turnover: number;
}

/**
 * The highest level whose deposit AND turnover thresholds the member has both reached (levels
 * sorted by `level`); level 0 when none. Levels are never lost, so callers keep the higher of
 * this and the member's current level.
 */
export function reachedLevel(levels: readonly VipLevel[], progress: VipProgress): number {
  let reached = 0;
  for (const level of levels)
    if (progress.deposits >= level.depositThreshold && progress.turnover >= level.turnoverThreshold)
      reached = Math.max(reached, level.level);
  return reached;
}

/**
 * Whether a level table is usable: levels 0, 1, 2 … in order, level 0 free to reach, and each
 * level's thresholds at least the previous one's (so a higher level is never easier).
 */
export function isValidLevelTable(levels: readonly VipLevel[]): boolean {
  if (levels.length === 0) return false;
  return levels.every((level, index) => {
    if (level.level !== index) return false;
    if (index === 0) return level.depositThreshold === 0 && level.turnoverThreshold === 0;
    const before = levels[index - 1]!;
    return (
      level.depositThreshold >= before.depositThreshold &&
      level.turnoverThreshold >= before.turnoverThreshold
    );
  });
}

/** Rebate of one category's valid bet at a rate in basis points, rounded down to a minor unit. */
export function rebateAmount(validBet: number, rateBp: number): number {
  if (validBet <= 0 || rateBp <= 0) return 0;
  // BigInt: a large valid bet times a rate may pass 2^53 before the division.
  return Number((BigInt(validBet) * BigInt(rateBp)) / 10_000n);
}
