// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use,
// the deposit and withdraw pages' query validators, the status chips and
// dispute outcomes the records pages share, and the inline amount messages the deposit limits reuse.
export { LazyDepositPage, LazyWithdrawalDetailPage, LazyWithdrawPage } from './lazy-screens';
export { depositSearch, withdrawSearch, type DepositSearch, type WithdrawSearch } from './search';
export { StatusChip } from './components/status-chip';
export { DisputeOutcome } from './components/dispute-outcome';
export { DEPOSIT_STATUS, WITHDRAWAL_STATUS } from './utils/status-views';
export { amountMessage } from './utils/amount-message';
export { LIMIT_PERIOD_NAME } from './utils/deposit-refusal';
