import { useQuery, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { GamePage, GameSummary, GameType } from '@tessera/contract';
import type { GameFilterType } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { favouriteGamesQuery, gameListQuery, recentGamesQuery } from '../../api/get-game-list';
import type { GameListSearch } from '../../search';
import {
  FAVOURITES_PAGE_SIZE,
  GAME_LISTS,
  LIST_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  type GameListConfig,
  type GameListPath,
} from '../../utils/game-lists';

/** What a game-list page shows right now. */
export interface GameListQuery {
  gameType?: GameType;
  gameClassify?: string;
  vassalage?: string;
  filter: GameFilterType;
  /** The search text; empty for none. */
  name: string;
  /** 1-based. */
  page: number;
  language: string;
}

/** The part of a page's list query its address decides: type, classification and provider. */
export function listScope(path: GameListPath, search: GameListSearch) {
  const config: GameListConfig = GAME_LISTS[path];
  return {
    gameType: config.gameType,
    gameClassify: search.gameClassify ?? config.gameClassify,
    vassalage: config.vassalage ?? search.vassalage,
  };
}

/** The player's own lists hold few games, so they are narrowed and paged here. */
function narrowed(games: GameSummary[], query: GameListQuery): GamePage {
  const needle = query.name.trim().toLowerCase();
  const content = games.filter(
    (game) =>
      (!query.vassalage || game.vassalage === query.vassalage) &&
      (!query.gameClassify || game.gameClassify === query.gameClassify) &&
      (!needle ||
        game.displayName.toLowerCase().includes(needle) ||
        game.gameCode.toLowerCase().includes(needle)),
  );
  const start = (query.page - 1) * LIST_PAGE_SIZE;
  return {
    content: content.slice(start, start + LIST_PAGE_SIZE),
    pageNum: query.page,
    pageSize: LIST_PAGE_SIZE,
    totalPages: Math.ceil(content.length / LIST_PAGE_SIZE),
    totalElements: content.length,
  };
}

/** The catalogue call a game-list page makes for NEW, ALL and HOT. */
export function catalogueQuery(query: GameListQuery) {
  return {
    gameType: query.gameType,
    gameClassify: query.gameClassify,
    vassalage: query.vassalage,
    // FAV and RECENT never reach the catalogue (useGameList asks the member's lists).
    filter: query.filter as 'ALL' | 'NEW' | 'HOT',
    name: query.name.trim() || undefined,
    pageNo: query.page,
    pageSize: LIST_PAGE_SIZE,
    language: query.language,
  };
}

/**
 * One page of a game-list page's games for the chosen filter: the catalogue for NEW, ALL and
 * HOT (the platform searches and pages), the member's favourites or recent games for FAV and
 * RECENT (loaded whole, narrowed and paged here). Call it only with a session for those two.
 */
export function useGameList(query: GameListQuery) {
  const client = usePlatformClient();
  const { gameType, filter, language } = query;
  const own =
    filter === 'FAV'
      ? favouriteGamesQuery(client, { gameType, language, pageSize: FAVOURITES_PAGE_SIZE })
      : filter === 'RECENT'
        ? recentGamesQuery(client, { gameType, language, pageSize: RECENT_PAGE_SIZE })
        : null;
  const options = own ?? gameListQuery(client, catalogueQuery(query));
  return useQuery<GamePage, Error, GamePage, readonly unknown[]>({
    queryKey: options.queryKey,
    queryFn: options.queryFn as QueryFunction<GamePage, readonly unknown[]>,
    // Only the member's own lists are always asked again; an explicit `undefined` would also
    // drop the catalogue's default staleTime and refetch it on every visit.
    ...(own ? { staleTime: 0 } : {}),
    select: own ? (all) => narrowed(all.content, query) : undefined,
  });
}

/**
 * The route loader's head start: the first page of the catalogue is asked for while the page's
 * code is still downloading, so a phone on 4G waits for one round trip, not two in a row.
 */
export function prefetchGameList(
  queryClient: QueryClient,
  client: PlatformClient,
  path: GameListPath,
  search: GameListSearch,
  language: string,
): void {
  const first = catalogueQuery({
    ...listScope(path, search),
    filter: 'ALL',
    name: '',
    page: 1,
    language,
  });
  void queryClient.prefetchQuery(gameListQuery(client, first));
}
