// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use,
// and the deposit page's query validator.
export { LazyDepositPage, LazyWithdrawPage } from './lazy-screens';
export { depositSearch, type DepositSearch } from './search';
