import { lazyPage } from '../../core/lazy/lazy-page';

// Lottery pages load on first use: the lobby's first download stays small on 4G.

export const LazyLotteryPage = lazyPage(
  () => import('./pages/lottery-page'),
  (module) => module.LotteryPage,
);
