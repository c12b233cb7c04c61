import type { PrizeMode } from '@tessera/contract';
import type { Lane, LaneCard } from './lanes';

// Lottery prize modes (spec §4) are the contract's: the platform validates the same list.
export { PRIZE_MODES, type PrizeMode } from '@tessera/contract';

/** Game-list filter types (spec §4). */
export const GAME_FILTER_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
/** One game-list filter. */
export type GameFilterType = (typeof GAME_FILTER_TYPES)[number];

/**
 * Vendors meant by "lottery-Vietnam or lottery" (spec §4). The spec names no codes; TCG_LOTTO_VN
 * matches the launch rule and TCG_LOTTO is our reading of plain lottery, so callers may override.
 */
export const ELOTT_PRIZE_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_LOTTO'];

/** A lane card that may carry its own game type. */
export type PrizeCard = LaneCard & { gameType?: string };

/** A card is e-lottery when it says so, or when it sits in the ELOTT lane. */
function isElott(lane: Lane<PrizeCard>, card: PrizeCard): boolean {
  return (card.gameType ?? lane.title) === 'ELOTT';
}

/** Prize mode: ELOTT when the lanes hold an e-lottery card of a lottery vendor, else LOTT (spec §4). */
export function prizeMode(
  lanes: readonly Lane<PrizeCard>[],
  vendors: readonly string[] = ELOTT_PRIZE_VENDORS,
): PrizeMode {
  const found = lanes.some((lane) =>
    lane.cards.some((card) => isElott(lane, card) && vendors.includes(card.vassalage)),
  );
  return found ? 'ELOTT' : 'LOTT';
}
