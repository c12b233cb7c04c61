import type { GameMenu, MenuVendor, VendorCard, VendorLane } from '@tessera/contract';
import { homeSections, prizeMode, type Lane } from '@tessera/domain';

/** Home sections that show games from the catalogue, with the page their "more" link opens. */
export const GAME_SECTION_PAGES = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
} as const;
export type GameSectionKey = keyof typeof GAME_SECTION_PAGES;

/** Home sections that show vendor cards (spec §2 "vendor-type sections"). */
export type VendorSectionKey = 'SPORTS' | 'ESPORTS' | 'LOTT' | 'COCKFIGHT';

/** A home category section, in display order: a game list to load, or vendor cards to show. */
export type PlannedSection =
  | { kind: 'games'; key: GameSectionKey; more?: (typeof GAME_SECTION_PAGES)[GameSectionKey] }
  | {
      kind: 'vendors';
      key: VendorSectionKey;
      titleKey: VendorSectionKey | 'ELOTT';
      cards: VendorCard[];
    };

const isGameKey = (key: string): key is GameSectionKey => key in GAME_SECTION_PAGES;
const isVendorCard = (card: MenuVendor | VendorCard): card is VendorCard => 'gameType' in card;

/**
 * The lottery lane of the home, by prize mode (spec §4): the ELOTT lane when the lanes hold an
 * e-lottery card of a lottery vendor, else the LOTT lane. Its cards make the LOTT section, which
 * is "applicable" only when that lane has any.
 */
function lotteryLane(lanes: readonly VendorLane[]) {
  const mode = prizeMode(lanes) === 'ELOTT' ? 'ELOTT' : 'LOTT';
  const cards = lanes.find((lane) => lane.title === mode)?.cards ?? [];
  return { mode, cards } as const;
}

/**
 * The home's category sections in spec order (domain homeSections: order, 12 at most, lottery
 * only when applicable). A game section shows when the merchant's menus list vendors for its type
 * (its games load later); vendor sections come from the reshaped lanes, `null` until loaded.
 */
export function planSections(
  menus: readonly GameMenu[],
  lanes: readonly VendorLane[] | null,
): PlannedSection[] {
  const gameLanes: Lane<MenuVendor>[] = Object.keys(GAME_SECTION_PAGES).map((type) => ({
    title: type,
    cards: menus.find((menu) => menu.gameType === type)?.vendors ?? [],
  }));
  const lottery = lanes ? lotteryLane(lanes) : null;
  // Lanes of the game types are vendor lists of their own pages: the menus decide those here.
  const vendorLanes: Lane<VendorCard>[] = (lanes ?? []).filter(
    (lane) => !isGameKey(lane.title) && lane.title !== 'LOTT' && lane.title !== 'ELOTT',
  );
  if (lottery) vendorLanes.push({ title: 'LOTT', cards: lottery.cards });

  const sections = homeSections<MenuVendor | VendorCard>([...gameLanes, ...vendorLanes], {
    lotteryApplicable: (lottery?.cards.length ?? 0) > 0,
  });
  return sections.flatMap((section): PlannedSection[] => {
    if (section.key === 'HOT') return [];
    if (isGameKey(section.key))
      return [
        {
          kind: 'games',
          key: section.key,
          more: section.showMore ? GAME_SECTION_PAGES[section.key] : undefined,
        },
      ];
    const titleKey = section.key === 'LOTT' && lottery ? lottery.mode : section.key;
    return [
      { kind: 'vendors', key: section.key, titleKey, cards: section.cards.filter(isVendorCard) },
    ];
  });
}
