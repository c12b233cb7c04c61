import type { GamePage, GameSummary, GameType } from '@tessera/contract';
import type { GameFilterType } from '@tessera/domain';
import { useCallback } from 'react';
import { usePlatformClient } from '../../app/hooks/use-startup';
import { useAsync } from '../../features/games';
import { FAVOURITES_PAGE_SIZE, LIST_PAGE_SIZE, RECENT_PAGE_SIZE } from './game-lists';

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

/**
 * One page of a game-list page's games for the chosen filter: the catalogue for NEW, ALL and
 * HOT (the platform searches and pages), the member's favourites or recent games for FAV and
 * RECENT. Call it only with a session for those two.
 */
export function useGameList(query: GameListQuery) {
  const client = usePlatformClient();
  const { gameType, gameClassify, vassalage, filter, name, page, language } = query;
  const load = useCallback(async (): Promise<GamePage> => {
    const current = { gameType, gameClassify, vassalage, filter, name, page, language };
    if (filter === 'FAV') {
      const all = await client.games.favourites({
        gameType,
        pageSize: FAVOURITES_PAGE_SIZE,
        language,
      });
      return narrowed(all.content, current);
    }
    if (filter === 'RECENT') {
      const recent = await client.games.recent({ gameType, pageSize: RECENT_PAGE_SIZE, language });
      return narrowed(recent.content, current);
    }
    return client.games.list({
      gameType,
      gameClassify,
      vassalage,
      filter,
      name: name.trim() || undefined,
      pageNo: page,
      pageSize: LIST_PAGE_SIZE,
      language,
    });
  }, [client, gameType, gameClassify, vassalage, filter, name, page, language]);
  return useAsync(load);
}
