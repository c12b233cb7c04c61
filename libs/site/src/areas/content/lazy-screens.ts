import { lazyPage } from '../../core/lazy/lazy-page';

// Popups a visitor opens on purpose load on first use, keeping them out of the lobby's download.

export const LazyFeedbackModal = lazyPage(
  () => import('./modals/feedback-modal'),
  (module) => module.FeedbackModal,
);

export const LazyNoticesModal = lazyPage(
  () => import('./modals/notices-modal'),
  (module) => module.NoticesModal,
);
