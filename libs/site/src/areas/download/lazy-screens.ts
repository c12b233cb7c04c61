import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** /download, loaded (with its texts) when first opened. */
export const LazyDownloadPage = lazyPage(
  withTexts(['download'], () => import('./pages/download-page')),
  (module) => module.DownloadPage,
);
