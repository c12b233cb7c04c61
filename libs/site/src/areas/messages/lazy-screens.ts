import { lazyPage } from '../../core/lazy/lazy-page';
import { withTexts } from '../../core/lazy/lazy-texts';

/** The messages page, loaded (with its texts) when first opened. */
export const LazyMessagesPage = lazyPage(
  withTexts(['messages'], () => import('./pages/messages-page')),
  (module) => module.MessagesPage,
);
