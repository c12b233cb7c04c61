import { lazyPage } from '../../core/lazy/lazy-page';

// The records pages load on first use: the lobby's first load does not carry them.

/** /member/transaction-history. */
export const LazyAccountRecordPage = lazyPage(
  () => import('./pages/account-record-page'),
  (module) => module.AccountRecordPage,
);
