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
