import { RATE_BASIS, type ContractKind, type ContractTier } from '@tessera/contract';
import { tierReached, type PeriodFigures } from './contract-tiers';

/** What one (contract, period) pays and why. */
export interface SettlementFigures {
  tier: number | null;
  rate: number;
  /** What the holder's downline dividend contracts took (dividends only). */
  downlineShare: number;
  amount: number;
}

/** `base × rate / 10,000` rounded down to a whole minor unit (in the house's favour); never < 0. */
export function share(base: number, rate: number): number {
  if (base <= 0 || rate <= 0) return 0;
  // Integer maths: minor units × basis points stay exact below 2^53 for any real team.
  return Math.floor((base * rate) / RATE_BASIS);
}

/**
 * The settlement rule. The highest tier reached gives the rate (none reached: nothing).
 * - A salary pays `rate` of the team's valid bet (the holder's own rounds included).
 * - A dividend pays `rate` of the team's loss (stake − payout: the house's profit on the team),
 *   minus the gross dividends of the holder's direct downlines' dividend contracts for the same
 *   period (each their own rate of their own team's loss: they take their part of the same money
 *   first), never below zero. A period the team won pays nothing and carries nothing over.
 * Amounts round down to whole minor units.
 */
export function settle(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  figures: PeriodFigures,
  downlineShare = 0,
): SettlementFigures {
  const tier = tierReached(tiers, figures);
  const rate = tier === null ? 0 : tiers[tier]!.rate;
  if (kind !== 'DIVIDEND')
    return { tier, rate, downlineShare: 0, amount: share(figures.validBet, rate) };
  const gross = share(figures.profitLoss, rate);
  return { tier, rate, downlineShare, amount: Math.max(0, gross - downlineShare) };
}

/** A downline dividend contract's gross share of its own team's loss in the period. */
export function grossDividend(tiers: readonly ContractTier[], figures: PeriodFigures): number {
  const tier = tierReached(tiers, figures);
  return tier === null ? 0 : share(figures.profitLoss, tiers[tier]!.rate);
}
