import type { GameType, PointsSource, RebateCategory } from '@tessera/contract';

/**
 * The points source (and rebate category) a game type counts under (spec §9: points by game
 * type live, lottery, PVP, slots, sports): fishing counts as slots, e-lottery as lottery, and
 * e-sports, cricket and cockfight as sports.
 */
export const POINTS_SOURCE_OF_GAME_TYPE: Record<GameType, Exclude<PointsSource, 'DEPOSIT'>> = {
  LIVE: 'LIVE',
  RNG: 'SLOTS',
  FISH: 'SLOTS',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  COCKFIGHT: 'SPORTS',
  CRICKET: 'SPORTS',
};

/** The rebate category of a game type: the same grouping as points. */
export const rebateCategoryOf = (gameType: GameType): RebateCategory =>
  POINTS_SOURCE_OF_GAME_TYPE[gameType];

/**
 * Whole points earned by one deposit or one round's valid bet: `amountPerPoint` minor units
 * earn a point, rounded down per deposit or round (a stake under the rate earns none).
 */
export function pointsFor(amount: number, amountPerPoint: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 0;
  if (!Number.isSafeInteger(amountPerPoint) || amountPerPoint <= 0) return 0;
  return Math.floor(amount / amountPerPoint);
}

/** The exchange rate: `convertPoints` points buy `convertAmount` minor units. */
export interface ConvertRate {
  convertPoints: number;
  convertAmount: number;
  minConvert: number;
}

/**
 * What converting `points` pays (minor units), or why it cannot: under the minimum, or not a
 * whole multiple of the rate's points (so nothing is lost to rounding).
 */
export function convertPoints(
  points: number,
  rate: ConvertRate,
): { amount: number } | { problem: 'below-minimum' | 'not-a-multiple' } {
  if (!Number.isSafeInteger(points) || points < rate.minConvert)
    return { problem: 'below-minimum' };
  if (points % rate.convertPoints !== 0) return { problem: 'not-a-multiple' };
  return { amount: (points / rate.convertPoints) * rate.convertAmount };
}
