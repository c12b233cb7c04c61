import { lazyPage } from '../../core/lazy/lazy-page';
import { withWalletTexts } from '../../core/lazy/wallet-texts';

// The wallet pages load on first use: most visits to the lobby never open them.

/** /member/transfer-fund. */
export const LazyTransferFundPage = lazyPage(
  withWalletTexts(() => import('./pages/transfer-fund-page')),
  (module) => module.TransferFundPage,
);

/** /member/transfer-upline. */
export const LazyTransferUplinePage = lazyPage(
  withWalletTexts(() => import('./pages/transfer-upline-page')),
  (module) => module.TransferUplinePage,
);
