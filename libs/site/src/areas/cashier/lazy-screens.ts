import { lazyPage } from '../../core/lazy/lazy-page';

// The cashier loads on first use: most visits to the lobby never open it.

/** /member/deposit-v2. */
export const LazyDepositPage = lazyPage(
  () => import('./pages/deposit-page'),
  (module) => module.DepositPage,
);

/** /member/withdraw. */
export const LazyWithdrawPage = lazyPage(
  () => import('./pages/withdraw-page'),
  (module) => module.WithdrawPage,
);

/** /member/withdraw/:id. */
export const LazyWithdrawalDetailPage = lazyPage(
  () => import('./pages/withdrawal-detail-page'),
  (module) => module.WithdrawalDetailPage,
);
