import {
  LOTTERY_BET_PATHS,
  PATHS,
  type FavouriteAdd,
  type FavouriteIds,
  type GameListQuery,
  type GameMenus,
  type GamePage,
  type HotGames,
  type LaunchRequest,
  type LaunchResult,
  type LiveChatLaunch,
  type LiveModels,
  type LotteryDraw,
  type LotteryBets,
  type LotteryBetsQuery,
  type LotteryDraws,
  type LotteryGames,
  type MemberGamesQuery,
  type PokerRooms,
  type RankList,
  type VendorLanes,
} from '@tessera/contract';
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
    menus: () => call<GameMenus>(PATHS.gameMenus),
    /** One page of the catalogue, filtered; `name` searches display names and codes. */
    list: (query: GameListQuery) =>
      call<GamePage>(PATHS.gameList, {
        searchParams: params({ clientType: 'WEB', platform: 'html5-desktop', ...query }),
      }),
    /** Vendor cards per category (spec §7: `value.data.lanes`). */
    vendorLanes: (language?: string) =>
      call<VendorLanes>(PATHS.vendorLanes, {
        searchParams: params({ platform: 'html5-desktop', language }),
      }),
    /** Hot games; `refresh` asks the platform to skip its own cache (spec §4 refresh). */
    hot: (language?: string, refresh = false) =>
      call<HotGames>(PATHS.hotGames, {
        searchParams: params({
          isPlatform: 2,
          platform: 'flash,html5-desktop',
          language,
          refresh: refresh ? 1 : undefined,
        }),
      }),
    favouriteIds: () => call<FavouriteIds>(PATHS.favouriteIds, { token: true }),
    favourites: (query: MemberGamesQuery) =>
      call<GamePage>(PATHS.favouriteList, {
        token: true,
        searchParams: params({ clientType: 'WEB', platform: 'html5-desktop', ...query }),
      }),
    addFavourite: (body: FavouriteAdd) =>
      call<null>(PATHS.favouriteAdd, { method: 'post', json: body, token: true, empty: true }).then(
        () => {},
      ),
    removeFavourite: (nodeId: number) =>
      call<null>(PATHS.favouriteRemove, {
        method: 'delete',
        searchParams: params({ nodeId }),
        token: true,
        empty: true,
      }).then(() => {}),
    /** The games the player launched lately, newest first. */
    recent: (query: MemberGamesQuery) =>
      call<GamePage>(PATHS.recentGames, {
        token: true,
        searchParams: params({
          clientType: 'WEB',
          page: query.page ?? query.pageNo,
          pageSize: query.pageSize,
          gameType: query.gameType,
          language: query.language,
        }),
      }),
    pokerRooms: () => call<PokerRooms>(PATHS.pokerRooms),
    liveModels: () => call<LiveModels>(PATHS.liveModels),
    liveChat: (modelId: string) =>
      call<LiveChatLaunch>(PATHS.liveChat, { token: true, searchParams: { modelId } }),
    /** The biggest recorded wins (spec §7: gameCategory ALL, limitNum 20). */
    winners: (language?: string, limitNum = 20) =>
      call<RankList>(PATHS.winners, {
        searchParams: params({ gameCategory: 'ALL', language, limitNum }),
      }),
    /** Starts a game for the signed-in player: the page to open in the game popup. */
    launch: (body: LaunchRequest) =>
      call<LaunchResult>(PATHS.launchGame, { method: 'post', json: body, token: true }),
    /** Starts a vendor's own lobby (no single game). */
    launchVendor: (body: LaunchRequest) =>
      call<LaunchResult>(PATHS.launchVendor, { method: 'post', json: body, token: true }),
  };
}

/** Lottery calls (spec §7 Lottery): menus, recent draws, opened numbers. */
export function lotteryCalls(call: Call) {
  return {
    menu: (prizeMode?: string) =>
      call<LotteryGames>(PATHS.lotteryMenu, {
        searchParams: params({ prizeMode, device: 'WEB' }),
      }),
    recent: (gameCode: string) =>
      call<LotteryDraws>(PATHS.lotteryRecent, { searchParams: { gameCode } }),
    /** The latest opened numbers; Vietnamese lotteries have their own path. */
    opened: (gameCode: string, area: 'VN' | 'OTHER') =>
      call<LotteryDraw>(area === 'VN' ? PATHS.lotteryOpenedVn : PATHS.lotteryOpened, {
        searchParams: { gameCode },
      }),
    /** The member's lottery bets, newest first; `before` an id for the next page. */
    bets: (query: LotteryBetsQuery = {}) =>
      call<LotteryBets>(LOTTERY_BET_PATHS.bets, { token: true, searchParams: params(query) }),
  };
}
