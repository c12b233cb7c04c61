import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// The wallet pages load on first use: most visits to the lobby never open them.

/** /member/transfer-fund. */
export const LazyTransferFundPage = lazyPage(
  withTexts(['cashier', 'wallet'], () => import('./pages/transfer-fund-page')),
  (module) => module.TransferFundPage,
);

/** /member/transfer-upline. */
export const LazyTransferUplinePage = lazyPage(
  withTexts(['cashier', 'wallet'], () => import('./pages/transfer-upline-page')),
  (module) => module.TransferUplinePage,
);
