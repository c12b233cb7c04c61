import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** /blog, loaded (with its texts) when first opened. */
export const LazyBlogListPage = lazyPage(
  withTexts(['blog'], () => import('./pages/blog-list-page')),
  (module) => module.BlogListPage,
);

/** /blog/:slug, loaded (with its texts) when first opened. */
export const LazyBlogArticlePage = lazyPage(
  withTexts(['blog'], () => import('./pages/blog-article-page')),
  (module) => module.BlogArticlePage,
);
