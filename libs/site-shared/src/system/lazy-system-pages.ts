import { lazyPage } from '../lazy/lazy-page';

// The pages that replace the whole site load only when a visitor meets one: almost nobody does,
// so the lobby's first download does not carry them.

export const LazyMaintenancePage = lazyPage(
  () => import('./maintenance-page'),
  (module) => module.MaintenancePage,
);

export const LazyRegionBlockedPage = lazyPage(
  () => import('./region-blocked-page'),
  (module) => module.RegionBlockedPage,
);

export const LazyInvalidUrlPage = lazyPage(
  () => import('./invalid-url-page'),
  (module) => module.InvalidUrlPage,
);
