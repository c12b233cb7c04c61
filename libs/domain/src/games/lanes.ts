/** A game card as the lane rules see it: its vendor and, for in-house games, its classify. */
export interface LaneCard {
  vassalage: string;
  gameClassify?: string;
}

/** A vendor lane: a category title (e.g. `SPORTS`) and its cards (spec §3). */
export interface Lane<C extends LaneCard = LaneCard> {
  title: string;
  cards: readonly C[];
}

/** Esports providers, pulled out of SPORTS (spec §9). */
export const ESPORTS_VENDORS: readonly string[] = ['IMES', 'TF'];
/** Cockfight providers, pulled out of SPORTS (spec §9). */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88'];
/** Providers kept out of the RNG list (spec §9); they form the INHOUSE lane. */
export const RNG_EXCLUDED_VENDORS: readonly string[] = ['BGS'];
/** The in-house game list is fetched with this classify (spec §9). */
export const INHOUSE_CLASSIFY = 'CRASH';
/** Page size of the in-house game list (spec §9). */
export const INHOUSE_PAGE_SIZE = 12;

/** Which providers leave RNG for INHOUSE; the spec names only BGS, so callers may add theirs. */
export interface ReshapeOptions {
  rngExcluded?: readonly string[];
}

/** Splits a lane into the cards that stay and one new lane per group of moved vendors. */
function split<C extends LaneCard, L extends Lane<C>>(
  lane: L,
  groups: readonly { title: string; vendors: readonly string[] }[],
): L[] {
  const moved = groups.map(({ title, vendors }) => ({
    ...lane,
    title,
    cards: lane.cards.filter((card) => vendors.includes(card.vassalage)),
  }));
  const leaving = groups.flatMap(({ vendors }) => vendors);
  const kept = { ...lane, cards: lane.cards.filter((card) => !leaving.includes(card.vassalage)) };
  return [kept, ...moved];
}

/**
 * Reshapes vendor lanes (spec §4): esports and cockfight cards leave SPORTS for new ESPORTS and
 * COCKFIGHT lanes right after it; excluded providers leave RNG for a new INHOUSE lane right after
 * it. Other order is kept, empty lanes are dropped, and the input is not mutated.
 */
export function reshapeLanes<C extends LaneCard, L extends Lane<C>>(
  lanes: readonly L[],
  { rngExcluded = RNG_EXCLUDED_VENDORS }: ReshapeOptions = {},
): L[] {
  return lanes
    .flatMap((lane) => {
      if (lane.title === 'SPORTS')
        return split<C, L>(lane, [
          { title: 'ESPORTS', vendors: ESPORTS_VENDORS },
          { title: 'COCKFIGHT', vendors: COCKFIGHT_VENDORS },
        ]);
      if (lane.title === 'RNG')
        return split<C, L>(lane, [{ title: 'INHOUSE', vendors: rngExcluded }]);
      return [{ ...lane, cards: [...lane.cards] }];
    })
    .filter((lane) => lane.cards.length > 0);
}
