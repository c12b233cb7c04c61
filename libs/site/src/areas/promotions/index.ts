// The promotions area's door: the promotions centre and a promotion's page (/promotions,
// /promotions/:id), the reward centre (/member/reward-center), loaded on use; the centre's
// query validator; and the reward centre's badge count for the header and menus.
export { LazyPromotionDetailPage, LazyPromotionsPage, LazyRewardCentrePage } from './lazy-screens';
export { promotionsSearch, type PromotionsSearch } from './search';
export { rewardCountQuery, useRewardCount } from './api/promotion-queries';
