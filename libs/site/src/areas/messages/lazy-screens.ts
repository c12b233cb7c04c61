import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** The messages page, loaded (with its texts) when first opened. */
export const LazyMessagesPage = lazyPage(
  withTexts(['messages'], () => import('./pages/messages-page')),
  (module) => module.MessagesPage,
);
