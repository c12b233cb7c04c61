import type { GameMenu, GameType, MenuVendor, VendorCard, VendorLane } from '@tessera/contract';
import { RNG_EXCLUDED_VENDORS } from '@tessera/domain';

/** What a game-list page lists (spec §2): its type, and a sub-category or vendor it is fixed to. */
export interface GameListConfig {
  gameType?: GameType;
  gameClassify?: string;
  /** Menus whose vendors fill the provider row. @default [gameType] */
  vendorTypes?: readonly GameType[];
  /** Vendors left out of the provider row. */
  excludeVendors?: readonly string[];
  /** The page belongs to one vendor: no vendor filter row. */
  vassalage?: string;
  /** Show the in-house (Crash) lane above the list. */
  inhouse?: boolean;
}

const [INHOUSE_VENDOR = 'BGS'] = RNG_EXCLUDED_VENDORS;

/**
 * The game-list routes and what each lists. /cricket lists the cricket classify of every type:
 * cricket markets (type CRICKET) and the sports books' cricket (type SPORTS) alike.
 */
export const GAME_LISTS = {
  '/live': { gameType: 'LIVE' },
  '/fish': { gameType: 'FISH' },
  // BGS is kept out of the slots providers (spec §9); it has its own page, /bgs.
  '/rng': { gameType: 'RNG', excludeVendors: RNG_EXCLUDED_VENDORS },
  '/pvp': { gameType: 'PVP' },
  '/cricket': { gameClassify: 'CRICKET', vendorTypes: ['CRICKET', 'SPORTS'] },
  // The in-house vendor's page: its games, with the Crash lane on top (spec §9).
  '/bgs': { vassalage: INHOUSE_VENDOR, inhouse: true },
} as const satisfies Record<string, GameListConfig>;

export type GameListPath = keyof typeof GAME_LISTS;

/** Game-centre routes and the lane (after reshaping) and game type each shows. */
export const GAME_CENTRES = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/cockfight': 'COCKFIGHT',
} as const satisfies Record<string, GameType>;

export type GameCentrePath = keyof typeof GAME_CENTRES;

/** Games per page of a list. Divisible by 2, 3, 4 and 6, so full rows at every width. */
export const LIST_PAGE_SIZE = 24;

/** Account lists (spec §9): favourites all at once, recent games the latest 20. */
export const FAVOURITES_PAGE_SIZE = 999;
export const RECENT_PAGE_SIZE = 20;

/** The provider row of a list: vendors of its menus, each once, in menu order. */
export function menuVendors(menus: readonly GameMenu[], config: GameListConfig): MenuVendor[] {
  const types = config.vendorTypes ?? (config.gameType ? [config.gameType] : []);
  const vendors = types.flatMap(
    (type) => menus.find((menu) => menu.gameType === type)?.vendors ?? [],
  );
  const excluded = config.excludeVendors ?? [];
  return vendors.filter(
    (vendor, index) =>
      !excluded.includes(vendor.vassalage) &&
      vendors.findIndex((v) => v.vassalage === vendor.vassalage) === index,
  );
}

/**
 * A centre's vendor cards from reshaped lanes. Reshaping adds an ESPORTS lane out of SPORTS
 * while the platform may already send its own, so every lane of the title counts, each card once.
 */
export function laneCards(lanes: readonly VendorLane[], title: GameType): VendorCard[] {
  const cards = lanes.filter((lane) => lane.title === title).flatMap((lane) => lane.cards);
  const key = (card: VendorCard) => `${card.vassalage}:${card.gameCode ?? ''}`;
  return cards.filter((card, index) => cards.findIndex((c) => key(c) === key(card)) === index);
}
