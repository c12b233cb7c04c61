import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// Game pages and the popups opened on purpose load on first use: the lobby's first download
// stays small on 4G.

export const LazyGameListPage = lazyPage(
  () => import('./pages/game-list/game-list-page'),
  (module) => module.GameListPage,
);

export const LazyGameCentrePage = lazyPage(
  () => import('./pages/game-centre/game-centre-page'),
  (module) => module.GameCentrePage,
);

export const LazyAccountGamesPage = lazyPage(
  () => import('./pages/account-games-page'),
  (module) => module.AccountGamesPage,
);

export const LazySeamlessPage = lazyPage(
  () => import('./pages/seamless-page'),
  (module) => module.SeamlessPage,
);

export const LazyGamePopup = lazyPage(
  () => import('./modals/game-popup'),
  (module) => module.GamePopup,
);

export const LazyVendorGamesModal = lazyPage(
  () => import('./modals/vendor-games-modal'),
  (module) => module.VendorGamesModal,
);

export const LazyMaintenanceDialog = lazyPage(
  () => import('./modals/maintenance-dialog'),
  (module) => module.MaintenanceDialog,
);

export const LazyFundWalletPrompt = lazyPage(
  withTexts(['wallet'], () => import('./modals/fund-wallet-prompt')),
  (module) => module.FundWalletPrompt,
);
