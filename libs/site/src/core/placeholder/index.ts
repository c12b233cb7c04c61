import { lazyPage } from '../lazy/lazy-page';

/** Loaded on first use: the lobby's first load stays small on 4G. */
export const LazyPlaceholderPage = lazyPage(
  () => import('./placeholder-page'),
  (module) => module.PlaceholderPage,
);
