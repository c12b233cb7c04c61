import type { LotteryBetType } from '@tessera/contract';
import type { BallSpec } from './lottery-games';

/**
 * Every bet is on the draw's first number (see LOTTERY_BET_TYPES), and every bet type pays the
 * same expected return, RETURN_PERCENT of the stake: a type that wins for `k` of the range's `n`
 * numbers pays RETURN_PERCENT × n / k per unit, rounded down to the hundredth. The first number
 * of every game is uniform over its range (distinct draws too: the first ball has the whole pool).
 */
export const RETURN_PERCENT = 97;

const range = (spec: BallSpec) => spec.max - spec.min + 1;
/** Odd numbers in [0, x]. */
const oddsUpTo = (x: number) => Math.floor((x + 1) / 2);

/** Whether a number wins a bet of this type (`pick` for NUMBER). */
export function wins(spec: BallSpec, betType: LotteryBetType, pick: number | null, n: number) {
  const middle = (spec.min + spec.max) / 2;
  switch (betType) {
    case 'BIG':
      return n > middle;
    case 'SMALL':
      return n < middle;
    case 'ODD':
      return n % 2 === 1;
    case 'EVEN':
      return n % 2 === 0;
    case 'NUMBER':
      return n === pick;
  }
}

/** How many numbers of the range win a bet of this type. */
function winningCount(spec: BallSpec, betType: LotteryBetType): number {
  const n = range(spec);
  const odd = oddsUpTo(spec.max) - oddsUpTo(spec.min - 1);
  switch (betType) {
    case 'BIG':
    case 'SMALL':
      return Math.floor(n / 2);
    case 'ODD':
      return odd;
    case 'EVEN':
      return n - odd;
    case 'NUMBER':
      return 1;
  }
}

/** What a win pays per unit staked, in hundredths. */
export function oddsHundredths(spec: BallSpec, betType: LotteryBetType): number {
  return Math.floor((RETURN_PERCENT * range(spec)) / winningCount(spec, betType));
}

/** The win of a winning stake, minor units, rounded down (exact for stakes up to 2^53 / odds). */
export function payoutOf(stake: number, odds: number): number {
  return Number((BigInt(stake) * BigInt(odds)) / 100n);
}
