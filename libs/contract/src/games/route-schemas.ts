import Type from 'typebox';
import { bindSchemas } from '../core/route-schemas';
import {
  FavouriteAdd,
  FavouriteIds,
  FavouritesQuery,
  NodeIdQuery,
  RecentGamesQuery,
} from './favourites';
import { LiveChatLaunch, LiveChatQuery, LiveModels } from './hosts';
import { VendorLanes } from './lanes';
import { LaunchGameRequest, LaunchRequest, LaunchResult } from './launch';
import { CatalogueQuery, GameListQuery, GamePage, HotGames } from './lists';
import { GameMenus } from './menus';
import { PokerRooms } from './rooms';
import { GAME_ROUTES } from './routes';
import { RankList, WinnersQuery } from './winners';

/** What a launch may answer besides OK: an unknown or closed game, a provider that failed. */
const LAUNCH_ERRORS = ['NOT_FOUND', 'GAME_MAINTENANCE', 'GAME_UNAVAILABLE'] as const;

/** The game calls with their schemas (platform and tests only). */
export const GAME_CALLS = bindSchemas(GAME_ROUTES, {
  menus: { reply: GameMenus },
  list: { querystring: GameListQuery, reply: GamePage },
  vendorLanes: { querystring: CatalogueQuery, reply: VendorLanes },
  hot: { querystring: CatalogueQuery, reply: HotGames },
  favouriteIds: { reply: FavouriteIds },
  favourites: { querystring: FavouritesQuery, reply: GamePage },
  addFavourite: { body: FavouriteAdd, reply: Type.Null(), errors: ['NOT_FOUND', 'BAD_REQUEST'] },
  removeFavourite: { querystring: NodeIdQuery, reply: Type.Null() },
  recent: { querystring: RecentGamesQuery, reply: GamePage },
  pokerRooms: { reply: PokerRooms },
  liveModels: { reply: LiveModels },
  liveChat: { querystring: LiveChatQuery, reply: LiveChatLaunch, errors: ['NOT_FOUND'] },
  winners: { querystring: WinnersQuery, reply: RankList },
  launch: { body: LaunchGameRequest, reply: LaunchResult, errors: LAUNCH_ERRORS },
  launchVendor: { body: LaunchRequest, reply: LaunchResult, errors: LAUNCH_ERRORS },
});
