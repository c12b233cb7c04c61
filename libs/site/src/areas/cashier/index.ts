// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use,
// the deposit and withdraw pages' query validators, and the money formatting and status chips
// the records pages share, and the inline amount messages the deposit limits reuse.
export { LazyDepositPage, LazyWithdrawalDetailPage, LazyWithdrawPage } from './lazy-screens';
export { depositSearch, withdrawSearch, type DepositSearch, type WithdrawSearch } from './search';
export { useMoney } from './hooks/use-money';
export { StatusChip } from './components/status-chip';
export { DEPOSIT_STATUS, WITHDRAWAL_STATUS } from './utils/status-views';
export { amountMessage } from './utils/amount-message';
export { LIMIT_PERIOD_NAME } from './utils/deposit-refusal';
