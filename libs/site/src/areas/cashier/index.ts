// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use.
export { LazyDepositPage, LazyWithdrawPage } from './lazy-screens';
