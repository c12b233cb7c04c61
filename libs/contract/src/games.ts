/** Game categories (spec §1, §2), in menu order. */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'CRICKET',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** A vendor (provider) in a game type's drop-down. */
export interface MenuVendor {
  /** The vendor code, e.g. `PG`; the site puts it in `?vassalage=`. */
  vassalage: string;
  displayName: string;
  logoUrl: string | null;
}

/** `GET /lgw/games/game_menus`: one entry per game type that has vendors, vendors in order. */
export interface GameMenu {
  gameType: GameType;
  vendors: MenuVendor[];
}

/** A game as every list shows it (spec §3 Game). Amounts elsewhere are integer minor units. */
export interface GameSummary {
  /** Stable id; favourites and recent games refer to it. */
  nodeId: number;
  gameCode: string;
  vassalage: string;
  gameType: GameType;
  /** Sub-category within the type, e.g. `SLOT`, `CRASH`, `CRICKET`; null when none. */
  gameClassify: string | null;
  displayName: string;
  /** Artwork URL (an SVG the platform draws per game). */
  iconUrl: string;
  /** 1 = hot (spec §3). */
  isHot: 0 | 1;
  isNew: boolean;
  /** False for a VASSALAGE-type entry: the card stands for a vendor's whole game list. */
  isGame: boolean;
  /** The game or its vendor is under maintenance: launching it is refused. */
  maintenance: boolean;
}

/** One page of games (spec §3 "paged list": content, pageNum, totalPages). */
export interface GamePage {
  content: GameSummary[];
  /** 1-based. */
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** Largest page any game list answers (favourites are asked for 999 at once, spec §9). */
export const GAME_LIST_MAX_PAGE_SIZE = 999;

/** `GET /wps/relay/GCSGAME_gameList` query (spec §7), plus a name search and a narrowing filter. */
export interface GameListQuery {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  /** Case-insensitive part of the display name or game code. */
  name?: string;
  /** NEW or HOT narrow the list; ALL (the default) does not. */
  filter?: 'ALL' | 'NEW' | 'HOT';
  /** 1-based. @default 1 */
  pageNo?: number;
  /** @default 20 */
  pageSize?: number;
  language?: string;
}

/** A vendor card in a lane: the vendor's entry in its category (spec §3 vendor lane). */
export interface VendorCard {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  /** Set for in-house cards, e.g. `CRASH`. */
  gameClassify?: string;
  /** The game a direct launch opens (sports books, lottery lobbies), or null for a list. */
  gameCode: string | null;
  iconUrl: string;
  maintenance: boolean;
}

/** A category with its vendor cards; `gameClassify` lists sub-categories and their vendors. */
export interface VendorLane {
  title: GameType | string;
  cards: VendorCard[];
  gameClassify: { classify: string; vendors: string[] }[];
}

/** Vendor lanes reply: spec §7 reads `value.data.lanes`. */
export interface VendorLanes {
  data: { lanes: VendorLane[] };
}

/** Hot games reply: spec §7 reads `value.list`. */
export interface HotGames {
  list: GameSummary[];
}

/** Favourites at a glance: the ids, for hearts on every card (spec §3). */
export interface FavouriteIds {
  nodeIds: number[];
}

/** `POST` favourite add (spec §7: nodeId, vendor, gameType). */
export interface FavouriteAdd {
  nodeId: number;
  vendor: string;
  gameType: GameType;
}

/** A poker room (`GLS2_roomList`); blinds in minor units. */
export interface PokerRoom {
  roomId: string;
  name: string;
  gameCode: string;
  smallBlind: number;
  bigBlind: number;
  seats: number;
  players: number;
}

/** A live-casino host (live model list). */
export interface LiveModel {
  modelId: string;
  name: string;
  avatarUrl: string;
  online: boolean;
  /** The table this host deals. */
  gameCode: string;
}

/** Live chat launch reply (spec §7: response chatUrl). */
export interface LiveChatLaunch {
  chatUrl: string;
}

/** Winners board (`GCSGAME_getRankList`): `value.list`, each entry inside `vo` (spec §3). */
export interface RankList {
  list: {
    vo: {
      /** Masked account, e.g. `pl***1`. */
      customerName: string;
      /** Major units as a decimal string, as vendors send it; the site cleans it (spec §4). */
      winAmount: string;
      gameName: string;
      iconUrl: string;
    };
  }[];
}

/** `POST /wps/game/launchGame` and `GCS_gameLaunchFB` body (spec §7). */
export interface LaunchRequest {
  gameCode?: string;
  vassalage: string;
  gameType?: GameType;
  language?: string;
  device?: 'WEB' | 'MOBILE';
  /** Where the vendor page's "back" goes. */
  backUrl?: string;
  /** Lottery launches (spec §7 lottery): prize mode, area and mode. */
  prizeMode?: string;
  lottoArea?: string;
  launchMode?: string;
}

/** Launch reply: the page to open in the game popup. */
export interface LaunchResult {
  url: string;
}

/** A lottery game of the lottery menus (spec §7 Lottery). */
export interface LotteryGame {
  gameCode: string;
  vassalage: string;
  name: string;
  prizeMode: string;
  /** Seconds between draws. */
  drawIntervalSeconds: number;
  /** ISO time of the next draw. */
  nextDrawAt: string;
}

/** One draw of a lottery: its number and the opened numbers. */
export interface LotteryDraw {
  gameCode: string;
  drawNo: string;
  numbers: string[];
  /** ISO time. */
  drawnAt: string;
}
