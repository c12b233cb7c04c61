import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** /pointMall: loaded on first use with its texts, out of the lobby's first download. */
export const LazyPointMallPage = lazyPage(
  withTexts(['points'], () => import('./pages/point-mall-page')),
  (module) => module.PointMallPage,
);
