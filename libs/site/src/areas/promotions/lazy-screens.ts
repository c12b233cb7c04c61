import { lazyPage } from '../../core/lazy/lazy-page';

// The promotions centre and the reward centre load on first use, with their texts (added by
// their chunk): the lobby's first download carries neither.

/** /promotions. */
export const LazyPromotionsPage = lazyPage(
  () => import('./pages/promotions-page'),
  (module) => module.PromotionsPage,
);

/** /promotions/:id. */
export const LazyPromotionDetailPage = lazyPage(
  () => import('./pages/promotion-detail-page'),
  (module) => module.PromotionDetailPage,
);

/** /member/reward-center. */
export const LazyRewardCentrePage = lazyPage(
  () => import('./pages/reward-centre-page'),
  (module) => module.RewardCentrePage,
);
