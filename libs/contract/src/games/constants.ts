// Runtime constants of the game calls; no schema is built here (the site imports these).

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

/** Largest page any game list answers (favourites are asked for 999 at once, spec §9). */
export const GAME_LIST_MAX_PAGE_SIZE = 999;
/** Default page size of game lists and recent games (spec §7, §9). */
export const GAME_PAGE_SIZE = 20;
/** Favourites are asked for 999 at once (spec §9). */
export const FAVOURITE_PAGE_SIZE = GAME_LIST_MAX_PAGE_SIZE;

/** NEW or HOT narrow a game list; ALL (the default) does not. */
export const GAME_LIST_FILTERS = ['ALL', 'NEW', 'HOT'] as const;

/** Devices a launch names. */
export const LAUNCH_DEVICES = ['WEB', 'MOBILE'] as const;

/**
 * Most entries one winners-board call answers. Same value as the domain's
 * WINNERS_REQUEST_LIMIT, which should re-export this one (the domain depends on the contract).
 */
export const WINNERS_REQUEST_LIMIT = 20;
