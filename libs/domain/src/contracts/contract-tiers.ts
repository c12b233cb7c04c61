import { RATE_BASIS, type ContractKind, type ContractTier } from '@tessera/contract';

/** What a period of a team reached: the inputs a tier's thresholds are compared with. */
export interface PeriodFigures {
  activeMembers: number;
  validBet: number;
  /** The team's loss (stake − payout): the house's profit on the team, negative when it won. */
  profitLoss: number;
}

/** The highest tier rate of a contract: what the downline rate ceiling compares. */
export function maxRate(tiers: readonly ContractTier[]): number {
  return tiers.reduce((max, tier) => Math.max(max, tier.rate), 0);
}

/** Why a tier list is refused, or null when it is fine. */
export type TiersProblem = 'empty' | 'not-rising' | 'salary-profit-threshold';

/**
 * A tier list must be ordered: each tier a strictly higher rate than the one before, and no
 * threshold lower than the one before (so "the highest tier reached" is the last one reached).
 * A salary pays on valid bet, so its tiers leave the profit-and-loss threshold at 0.
 */
export function tiersProblem(
  kind: ContractKind,
  tiers: readonly ContractTier[],
): TiersProblem | null {
  if (tiers.length === 0) return 'empty';
  if (kind !== 'DIVIDEND' && tiers.some((tier) => tier.profitLoss !== 0))
    return 'salary-profit-threshold';
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1]!, tiers[i]!];
    if (
      tier.rate <= before.rate ||
      tier.activeMembers < before.activeMembers ||
      tier.validBet < before.validBet ||
      tier.profitLoss < before.profitLoss ||
      (tier.lossRate ?? 0) < (before.lossRate ?? 0)
    )
      return 'not-rising';
  }
  return null;
}

/**
 * Whether the team's loss reached `lossRate` basis points of its valid bet (0: no threshold).
 * Compared as integers in BigInt: valid bets times the basis outgrow a double's exact range.
 */
function reachesLossRate(lossRate: number, { validBet, profitLoss }: PeriodFigures): boolean {
  if (lossRate === 0) return true;
  if (validBet <= 0) return false;
  return BigInt(profitLoss) * BigInt(RATE_BASIS) >= BigInt(lossRate) * BigInt(validBet);
}

/** The index of the highest tier whose thresholds the period reached (all of them), or null. */
export function tierReached(tiers: readonly ContractTier[], figures: PeriodFigures): number | null {
  let reached: number | null = null;
  tiers.forEach((tier, index) => {
    if (
      figures.activeMembers >= tier.activeMembers &&
      figures.validBet >= tier.validBet &&
      // A zero threshold is no threshold: a salary pays even in a period the team won.
      (tier.profitLoss === 0 || figures.profitLoss >= tier.profitLoss) &&
      reachesLossRate(tier.lossRate ?? 0, figures)
    )
      reached = index;
  });
  return reached;
}

/**
 * Whether an offer respects the ceiling: a downline's rate never exceeds its upline's rate of the
 * same kind. `uplineTiers` is null when the offerer holds no active contract of that kind (then
 * it has nothing to share, and the offer is refused); the house has no ceiling.
 */
export function withinCeiling(
  tiers: readonly ContractTier[],
  uplineTiers: readonly ContractTier[] | null | 'house',
): boolean {
  if (uplineTiers === 'house') return true;
  return uplineTiers !== null && maxRate(tiers) <= maxRate(uplineTiers);
}
