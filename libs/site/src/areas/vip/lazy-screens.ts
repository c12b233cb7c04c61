import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** /member/vip: loaded on first use with its texts (the points section carries them). */
export const LazyVipPage = lazyPage(
  withTexts(['points'], () => import('./pages/vip-page')),
  (module) => module.VipPage,
);
