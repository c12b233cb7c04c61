import { searchText } from '@tessera/site-shared/search/search-text';

/** Query of the lottery pages. */
export interface LotterySearch {
  gameCode?: string;
}

export const lotterySearch = (search: Record<string, unknown>): LotterySearch => ({
  gameCode: searchText(search.gameCode),
});
