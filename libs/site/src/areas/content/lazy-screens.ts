import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';

// Popups a visitor opens on purpose load on first use, keeping them out of the lobby's download.

/** Shown on arrival when there are announcements; the lobby paints without its code. */
export const LazyAnnouncementDialog = lazyPage(
  () => import('./modals/announcement-dialog'),
  (module) => module.AnnouncementDialog,
);

export const LazyGiftDialog = lazyPage(
  () => import('./modals/gift-dialog'),
  (module) => module.GiftDialog,
);

export const LazyHelpModal = lazyPage(
  () => import('./modals/help-modal'),
  (module) => module.HelpModalRoute,
);

export const LazyNoticesModal = lazyPage(
  () => import('./modals/notices-modal'),
  (module) => module.NoticesModal,
);

/** /helpmc: the help centre on its own page. */
export const LazyHelpCentrePage = lazyPage(
  () => import('./pages/help-centre-page'),
  (module) => module.HelpCentrePage,
);
