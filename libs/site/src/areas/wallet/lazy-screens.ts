import { lazyPage } from '../../core/lazy/lazy-page';

// The wallet pages load on first use: most visits to the lobby never open them.

/** /member/transfer-fund. */
export const LazyTransferFundPage = lazyPage(
  () => import('./pages/transfer-fund-page'),
  (module) => module.TransferFundPage,
);

/** /member/transfer-upline. */
export const LazyTransferUplinePage = lazyPage(
  () => import('./pages/transfer-upline-page'),
  (module) => module.TransferUplinePage,
);
