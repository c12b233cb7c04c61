import type { Lane, LaneCard } from './lanes';

/** Home sections in display order (spec §2); HOT is the hot-games carousel. */
export const HOME_SECTION_ORDER = [
  'HOT',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'COCKFIGHT',
] as const;
/** One home section key. */
export type HomeSectionKey = (typeof HOME_SECTION_ORDER)[number];

/** Each home category shows at most 12 items (spec §9). */
export const HOME_SECTION_LIMIT = 12;

/** Hot carousel settings (spec §9): arrows only when there are more than 7 games. */
export const HOT_CAROUSEL = { slides: 6, autoplayMs: 1200, speedMs: 1100, arrowsAbove: 7 } as const;

/**
 * Sections listing vendors rather than games. Reading of spec §2 "except vendor-type sections":
 * sports, esports, cockfight and lottery cards are vendor entries, so they get no 'more' link.
 */
export const VENDOR_SECTIONS: readonly HomeSectionKey[] = [
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'COCKFIGHT',
];

/** A home section: its key (also its title key), up to 12 cards, and whether 'more' shows. */
export interface HomeSection<C> {
  key: HomeSectionKey;
  cards: C[];
  showMore: boolean;
}

/**
 * Home sections from lanes titled by section key (pass hot games as a `HOT` lane), in spec
 * order. LOTT shows only when applicable; empty sections and unknown lanes are left out.
 */
export function homeSections<C extends LaneCard>(
  lanes: readonly Lane<C>[],
  { lotteryApplicable }: { lotteryApplicable: boolean },
): HomeSection<C>[] {
  return HOME_SECTION_ORDER.flatMap((key) => {
    if (key === 'LOTT' && !lotteryApplicable) return [];
    // The first lane of a title wins, matching how the lobby reads the lanes map.
    const cards = lanes.find((lane) => lane.title === key)?.cards ?? [];
    if (cards.length === 0) return [];
    const showMore = !VENDOR_SECTIONS.includes(key);
    return [{ key, cards: cards.slice(0, HOME_SECTION_LIMIT), showMore }];
  });
}
