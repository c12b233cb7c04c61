import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** The feedback popup (footer), loaded with its texts on first use. */
export const LazyFeedbackModal = lazyPage(
  withTexts(['feedback'], () => import('./modals/feedback-modal')),
  (module) => module.FeedbackModal,
);

/** A promotion's comments, for the promotion detail page; loaded with its texts on first use. */
export const LazyPromotionComments = lazyPage(
  withTexts(['feedback'], () => import('./components/promotion-comments')),
  (module) => module.PromotionComments,
);
