import {
  GAME_ROUTES,
  LOTTERY_ROUTES,
  type FavouriteAdd,
  type GameListQuery,
  type LaunchGameRequest,
  type LaunchRequest,
  type LotteryBetsQuery,
  type MemberGamesQuery,
  type PrizeMode,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** Query values as strings, leaving out the unset ones. */
export function params(values: Record<string, string | number | boolean | undefined>) {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined && v !== '');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** Game calls (spec §7 Games): lists, lanes, favourites, recent, rooms, hosts, winners, launch. */
export function gameCalls(call: Call) {
  return {
    /** Game types that have vendors, with their vendors in menu order. */
    menus: () => callRoute(call, GAME_ROUTES.menus),
    /** One page of the catalogue, filtered; `name` searches display names and codes. */
    list: (query: GameListQuery) =>
      callRoute(call, GAME_ROUTES.list, {
        query: { clientType: 'WEB', platform: 'html5-desktop', ...query },
      }),
    /** Vendor cards per category (spec §7: `value.data.lanes`). */
    vendorLanes: (language?: string) =>
      callRoute(call, GAME_ROUTES.vendorLanes, { query: { platform: 'html5-desktop', language } }),
    /** Hot games; `refresh` asks the platform to skip its own cache (spec §4 refresh). */
    hot: (language?: string, refresh = false) =>
      callRoute(call, GAME_ROUTES.hot, {
        query: {
          isPlatform: 2,
          platform: 'flash,html5-desktop',
          language,
          refresh: refresh ? '1' : undefined,
        },
      }),
    favouriteIds: () => callRoute(call, GAME_ROUTES.favouriteIds),
    favourites: (query: MemberGamesQuery) =>
      callRoute(call, GAME_ROUTES.favourites, {
        query: { clientType: 'WEB', platform: 'html5-desktop', ...query },
      }),
    addFavourite: (body: FavouriteAdd) =>
      callRoute(call, GAME_ROUTES.addFavourite, { body }, { empty: true }).then(() => {}),
    removeFavourite: (nodeId: number) =>
      callRoute(call, GAME_ROUTES.removeFavourite, { query: { nodeId } }, { empty: true }).then(
        () => {},
      ),
    /** The games the player launched lately, newest first. */
    recent: (query: MemberGamesQuery) =>
      callRoute(call, GAME_ROUTES.recent, {
        query: {
          clientType: 'WEB',
          page: query.page ?? query.pageNo,
          pageSize: query.pageSize,
          gameType: query.gameType,
          language: query.language,
        },
      }),
    pokerRooms: () => callRoute(call, GAME_ROUTES.pokerRooms),
    liveModels: () => callRoute(call, GAME_ROUTES.liveModels),
    liveChat: (modelId: string) => callRoute(call, GAME_ROUTES.liveChat, { query: { modelId } }),
    /** The biggest recorded wins (spec §7: gameCategory ALL, limitNum 20). */
    winners: (language?: string, limitNum = 20) =>
      callRoute(call, GAME_ROUTES.winners, { query: { gameCategory: 'ALL', language, limitNum } }),
    /**
     * Starts a game for the signed-in player: the page to open in the game popup. The site's
     * launch requests share one type with vendor lobbies; one without `gameCode` is refused (400).
     */
    launch: (body: LaunchRequest) =>
      callRoute(call, GAME_ROUTES.launch, { body: body as LaunchGameRequest }),
    /** Starts a vendor's own lobby (no single game). */
    launchVendor: (body: LaunchRequest) => callRoute(call, GAME_ROUTES.launchVendor, { body }),
  };
}

/** Lottery calls (spec §7 Lottery): menus, recent draws, opened numbers. */
export function lotteryCalls(call: Call) {
  return {
    menu: (prizeMode?: string) =>
      callRoute(call, LOTTERY_ROUTES.menu, {
        query: { prizeMode: prizeMode as PrizeMode | undefined, device: 'WEB' },
      }),
    recent: (gameCode: string) => callRoute(call, LOTTERY_ROUTES.recent, { query: { gameCode } }),
    /** The latest opened numbers; Vietnamese lotteries have their own path. */
    opened: (gameCode: string, area: 'VN' | 'OTHER') =>
      callRoute(call, area === 'VN' ? LOTTERY_ROUTES.openedVn : LOTTERY_ROUTES.opened, {
        query: { gameCode },
      }),
    /** The member's lottery bets, newest first; `before` an id for the next page. */
    bets: (query: LotteryBetsQuery = {}) => callRoute(call, LOTTERY_ROUTES.bets, { query }),
  };
}
