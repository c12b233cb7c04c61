import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// The promotions centre and the reward centre load on first use, with their texts (`withTexts`):
// the lobby's first download carries neither.

/** /promotions. */
export const LazyPromotionsPage = lazyPage(
  withTexts(['promotions'], () => import('./pages/promotions-page')),
  (module) => module.PromotionsPage,
);

/** /promotions/:id. */
export const LazyPromotionDetailPage = lazyPage(
  withTexts(['promotions'], () => import('./pages/promotion-detail-page')),
  (module) => module.PromotionDetailPage,
);

/** /member/reward-center. */
export const LazyRewardCentrePage = lazyPage(
  withTexts(['promotions'], () => import('./pages/reward-centre-page')),
  (module) => module.RewardCentrePage,
);
