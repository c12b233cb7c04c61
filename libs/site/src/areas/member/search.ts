import { searchText } from '@tessera/site-shared/search/search-text';

/** Query of /member: which member-centre page to open (spec §2 names them). */
export interface MemberSearch {
  page?: string;
}

export const memberSearch = (search: Record<string, unknown>): MemberSearch => ({
  page: searchText(search.page),
});
