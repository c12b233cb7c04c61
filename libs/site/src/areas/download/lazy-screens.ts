import { lazyPage } from '../../core/lazy/lazy-page';
import { withTexts } from '../../core/lazy/lazy-texts';

/** /download, loaded (with its texts) when first opened. */
export const LazyDownloadPage = lazyPage(
  withTexts(['download'], () => import('./pages/download-page')),
  (module) => module.DownloadPage,
);
