import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// The records pages load on first use, with their texts: the lobby's first load does not carry
// them. They show the cashier's words too (statuses, amounts), which load with them.

/** /member/transaction-history. */
export const LazyAccountRecordPage = lazyPage(
  withTexts(['cashier', 'records'], () => import('./pages/account-record-page')),
  (module) => module.AccountRecordPage,
);

/** /member/personal-history-copy. */
export const LazyBetRecordPage = lazyPage(
  withTexts(['cashier', 'records'], () => import('./pages/bet-record-page')),
  (module) => module.BetRecordPage,
);

/** /member/personal-profit. */
export const LazyProfitPage = lazyPage(
  withTexts(['cashier', 'records'], () => import('./pages/profit-page')),
  (module) => module.ProfitPage,
);

/** /member/bonus-details. */
export const LazyBonusRecordPage = lazyPage(
  withTexts(['cashier', 'records'], () => import('./pages/bonus-record-page')),
  (module) => module.BonusRecordPage,
);

/** /member/deposit-history. */
export const LazyDepositHistoryPage = lazyPage(
  withTexts(['cashier', 'records'], () => import('./pages/deposit-history-page')),
  (module) => module.DepositHistoryPage,
);

/** /member/withdrawal-history. */
export const LazyWithdrawalHistoryPage = lazyPage(
  withTexts(['cashier', 'records'], () => import('./pages/withdrawal-history-page')),
  (module) => module.WithdrawalHistoryPage,
);

/** /member/deposit-limits. */
export const LazyDepositLimitsPage = lazyPage(
  withTexts(['cashier', 'records'], () => import('./pages/deposit-limits-page')),
  (module) => module.DepositLimitsPage,
);
