import { lazyPage } from '../../core/lazy/lazy-page';
import { withWalletTexts } from '../../core/lazy/wallet-texts';

// The cashier loads on first use: most visits to the lobby never open it.

/** /member/deposit-v2. */
export const LazyDepositPage = lazyPage(
  () => import('./pages/deposit-page'),
  (module) => module.DepositPage,
);

/** /member/withdraw. */
export const LazyWithdrawPage = lazyPage(
  withWalletTexts(() => import('./pages/withdraw-page')),
  (module) => module.WithdrawPage,
);

/** /member/withdraw/:id. */
export const LazyWithdrawalDetailPage = lazyPage(
  withWalletTexts(() => import('./pages/withdrawal-detail-page')),
  (module) => module.WithdrawalDetailPage,
);
