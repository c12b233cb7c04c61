import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// The lucky draws load on first use (their texts with them): the lobby's first load does not
// carry them.

/** /member/lucky-draw: red envelopes, the prize wheel and golden eggs. */
export const LazyLuckyDrawPage = lazyPage(
  withTexts(['draws'], () => import('./pages/lucky-draw-page')),
  (module) => module.LuckyDrawPage,
);
