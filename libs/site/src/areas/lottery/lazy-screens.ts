import { lazyPage } from '../../core/lazy/lazy-page';
import { withTexts } from '../../core/lazy/lazy-texts';

// Lottery pages load on first use, with their bets' texts: the lobby's first download stays
// small on 4G.

export const LazyLotteryPage = lazyPage(
  withTexts(['lottery'], () => import('./pages/lottery-page')),
  (module) => module.LotteryPage,
);
