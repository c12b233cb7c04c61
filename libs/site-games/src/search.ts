import { searchText as text } from '@tessera/site-shared/search/search-text';

/** Query of the game-list pages: the provider and an optional sub-category (spec §2). */
export interface GameListSearch {
  vassalage?: string;
  gameClassify?: string;
}

export const gameListSearch = (search: Record<string, unknown>): GameListSearch => ({
  vassalage: text(search.vassalage),
  gameClassify: text(search.gameClassify),
});

/** Query of /seamless: the game to play inside the page. */
export interface SeamlessSearch {
  gameCode?: string;
  vassalage?: string;
}

export const seamlessSearch = (search: Record<string, unknown>): SeamlessSearch => ({
  gameCode: text(search.gameCode),
  vassalage: text(search.vassalage),
});
