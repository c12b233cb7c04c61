import { lazyPage } from '../../core/lazy/lazy-page';

// The records pages load on first use: the lobby's first load does not carry them.

/** /member/transaction-history. */
export const LazyAccountRecordPage = lazyPage(
  () => import('./pages/account-record-page'),
  (module) => module.AccountRecordPage,
);

/** /member/personal-history-copy. */
export const LazyBetRecordPage = lazyPage(
  () => import('./pages/bet-record-page'),
  (module) => module.BetRecordPage,
);

/** /member/personal-profit. */
export const LazyProfitPage = lazyPage(
  () => import('./pages/profit-page'),
  (module) => module.ProfitPage,
);

/** /member/bonus-details. */
export const LazyBonusRecordPage = lazyPage(
  () => import('./pages/bonus-record-page'),
  (module) => module.BonusRecordPage,
);

/** /member/deposit-history. */
export const LazyDepositHistoryPage = lazyPage(
  () => import('./pages/deposit-history-page'),
  (module) => module.DepositHistoryPage,
);

/** /member/withdrawal-history. */
export const LazyWithdrawalHistoryPage = lazyPage(
  () => import('./pages/withdrawal-history-page'),
  (module) => module.WithdrawalHistoryPage,
);

/** /member/deposit-limits. */
export const LazyDepositLimitsPage = lazyPage(
  () => import('./pages/deposit-limits-page'),
  (module) => module.DepositLimitsPage,
);
