import { lazyPage } from '../../core/lazy/lazy-page';
import { withTexts } from '../../core/lazy/lazy-texts';

/** /member/vip: loaded on first use with its texts (the points section carries them). */
export const LazyVipPage = lazyPage(
  withTexts(['points'], () => import('./pages/vip-page')),
  (module) => module.VipPage,
);
