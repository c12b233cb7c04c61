import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// Lottery pages load on first use, with their bets' texts: the lobby's first download stays
// small on 4G.

export const LazyLotteryPage = lazyPage(
  withTexts(['lottery'], () => import('./pages/lottery-page')),
  (module) => module.LotteryPage,
);
