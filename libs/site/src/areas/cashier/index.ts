// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use,
// the deposit page's query validator, and the money formatting and status chips the records
// pages share, and the inline amount messages the deposit limits reuse.
export { LazyDepositPage, LazyWithdrawPage } from './lazy-screens';
export { depositSearch, type DepositSearch } from './search';
export { useMoney } from './hooks/use-money';
export { StatusChip } from './components/status-chip';
export { DEPOSIT_STATUS, WITHDRAWAL_STATUS } from './utils/status-views';
export { amountMessage } from './utils/amount-message';
export { LIMIT_PERIOD_NAME } from './utils/deposit-refusal';
