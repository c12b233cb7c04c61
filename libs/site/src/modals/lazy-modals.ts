import { lazyPage } from '../lazy/lazy-page';

// Popups a visitor opens on purpose load on first use, keeping them out of the lobby's download.

export const LazyFeedbackModal = lazyPage(
  () => import('./feedback-modal'),
  (module) => module.FeedbackModal,
);

export const LazyNoticesModal = lazyPage(
  () => import('./notices-modal'),
  (module) => module.NoticesModal,
);

export const LazyGamePopup = lazyPage(
  () => import('./game-popup'),
  (module) => module.GamePopup,
);
