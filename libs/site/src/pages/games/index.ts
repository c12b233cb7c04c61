import { lazyPage } from '../../lazy/lazy-page';

// Game pages load on first use: the lobby's first download stays small on 4G.

export const LazyGameListPage = lazyPage(
  () => import('./game-list-page'),
  (module) => module.GameListPage,
);

export const LazyGameCentrePage = lazyPage(
  () => import('./game-centre-page'),
  (module) => module.GameCentrePage,
);

export const LazyAccountGamesPage = lazyPage(
  () => import('./account-games-page'),
  (module) => module.AccountGamesPage,
);

export const LazyLotteryPage = lazyPage(
  () => import('./lottery/lottery-page'),
  (module) => module.LotteryPage,
);

export const LazySeamlessPage = lazyPage(
  () => import('./seamless-page'),
  (module) => module.SeamlessPage,
);

export type { GameCentrePath, GameListPath } from './game-lists';
export type { LotteryPath } from './lottery/lottery-pages';
