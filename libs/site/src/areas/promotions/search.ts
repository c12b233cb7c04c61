import { PROMOTION_FILTERS, type PromotionFilter } from '@tessera/contract';

/** Query of /promotions: the chosen filter, so a link, a reload or the back button keeps it. */
export interface PromotionsSearch {
  category?: PromotionFilter;
}

export const promotionsSearch = (search: Record<string, unknown>): PromotionsSearch => {
  const category = String(search.category ?? '').toUpperCase();
  return (PROMOTION_FILTERS as readonly string[]).includes(category) && category !== 'ALL'
    ? { category: category as PromotionFilter }
    : {};
};
