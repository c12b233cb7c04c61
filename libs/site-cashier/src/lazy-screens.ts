import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// The cashier loads on first use: most visits to the lobby never open it.

/** /member/deposit-v2. */
export const LazyDepositPage = lazyPage(
  withTexts(['cashier'], () => import('./pages/deposit-page')),
  (module) => module.DepositPage,
);

/** /member/withdraw. */
export const LazyWithdrawPage = lazyPage(
  withTexts(['cashier', 'wallet'], () => import('./pages/withdraw-page')),
  (module) => module.WithdrawPage,
);

/** /member/withdraw/:id. */
export const LazyWithdrawalDetailPage = lazyPage(
  withTexts(['cashier', 'wallet'], () => import('./pages/withdrawal-detail-page')),
  (module) => module.WithdrawalDetailPage,
);
