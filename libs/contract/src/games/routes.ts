import { route, type NoReply, type NoRequest } from '../core/route';
import { PATHS } from '../core/paths';
import type { FavouriteAdd, FavouriteIds, MemberGamesQuery, NodeIdQuery } from './favourites';
import type { LiveChatLaunch, LiveChatQuery, LiveModels } from './hosts';
import type { VendorLanes } from './lanes';
import type { LaunchGameRequest, LaunchRequest, LaunchResult } from './launch';
import type { CatalogueQuery, GameListQuery, GamePage, HotGames } from './lists';
import type { GameMenus } from './menus';
import type { PokerRooms } from './rooms';
import type { RankList, WinnersQuery } from './winners';

/** Spec §7 sends these with every list; the platform accepts and ignores them. */
type ClientQuery = { clientType?: string; platform?: string };

/**
 * The player's game calls (spec §7 Games): the route table's entries (no schema; the SDK reads
 * these). Catalogue calls need no session; favourites, recent games, live chat and launching do.
 */
export const GAME_ROUTES = {
  /** Game types that have vendors, with their vendors in menu order. */
  menus: route<NoRequest, GameMenus>('GET', PATHS.gameMenus, 'none'),
  /** One page of the catalogue, filtered; `name` searches display names and codes. */
  list: route<{ query: GameListQuery & ClientQuery }, GamePage>('GET', PATHS.gameList, 'none'),
  /** Vendor cards per category. */
  vendorLanes: route<{ query: CatalogueQuery }, VendorLanes>('GET', PATHS.vendorLanes, 'none'),
  /** Hot games. */
  hot: route<{ query: CatalogueQuery }, HotGames>('GET', PATHS.hotGames, 'none'),
  /** The node ids of the member's favourite games. */
  favouriteIds: route<NoRequest, FavouriteIds>('GET', PATHS.favouriteIds, 'member'),
  /** One page of the member's favourite games. */
  favourites: route<{ query: MemberGamesQuery & ClientQuery }, GamePage>(
    'GET',
    PATHS.favouriteList,
    'member',
  ),
  addFavourite: route<{ body: FavouriteAdd }, NoReply>('POST', PATHS.favouriteAdd, 'member'),
  removeFavourite: route<{ query: NodeIdQuery }, NoReply>(
    'DELETE',
    PATHS.favouriteRemove,
    'member',
  ),
  /** The games the member launched lately, newest first (spec §7 names the page `page`). */
  recent: route<{ query: MemberGamesQuery & ClientQuery }, GamePage>(
    'GET',
    PATHS.recentGames,
    'member',
  ),
  pokerRooms: route<NoRequest, PokerRooms>('GET', PATHS.pokerRooms, 'none'),
  liveModels: route<NoRequest, LiveModels>('GET', PATHS.liveModels, 'none'),
  /** The live host's chat page, in the member's language. */
  liveChat: route<{ query: LiveChatQuery }, LiveChatLaunch>('GET', PATHS.liveChat, 'member'),
  /** The merchant's biggest recorded wins. */
  winners: route<{ query: WinnersQuery }, RankList>('GET', PATHS.winners, 'none'),
  /** Starts one game: the page to open in the game popup. */
  launch: route<{ body: LaunchGameRequest }, LaunchResult>('POST', PATHS.launchGame, 'member'),
  /** Starts a vendor's own lobby (no single game). */
  launchVendor: route<{ body: LaunchRequest }, LaunchResult>('POST', PATHS.launchVendor, 'member'),
};
