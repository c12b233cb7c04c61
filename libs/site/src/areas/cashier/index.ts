// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use,
// and the deposit page's query validator.
export { LazyDepositPage, LazyWithdrawalDetailPage, LazyWithdrawPage } from './lazy-screens';
export { depositSearch, withdrawSearch, type DepositSearch, type WithdrawSearch } from './search';
// Money helpers the wallet pages share (plain functions: the first load, which imports this index
// for the routes, shakes them away; components with styles would stay in it).
export { useMoney } from './hooks/use-money';
export { amountMessage } from './utils/amount-message';
export { LoadFailed } from './components/load-failed';
