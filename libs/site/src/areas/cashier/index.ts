// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use,
// and the deposit page's query validator.
export { LazyDepositPage, LazyWithdrawalDetailPage, LazyWithdrawPage } from './lazy-screens';
export { depositSearch, withdrawSearch, type DepositSearch, type WithdrawSearch } from './search';
