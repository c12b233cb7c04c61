// The cashier area's door: the deposit and withdraw pages of the member centre, loaded on use,
// and the deposit page's query validator.
export { LazyDepositPage, LazyWithdrawPage } from './lazy-screens';
export { depositSearch, type DepositSearch } from './search';
// Pieces the wallet area's money forms share with the cashier's (only lazy pages import them,
// so the first load, which imports this index for the routes, tree-shakes them away).
export { AmountField } from './components/amount-field';
export { CallError } from './components/call-error';
export { default as cashierFormStyles } from './components/cashier-forms.module.css';
export { FormSkeleton } from './components/form-skeleton';
export { LoadFailed } from './components/load-failed';
export { useMoney } from './hooks/use-money';
export { amountMessage } from './utils/amount-message';
export { amountText } from './utils/amount-text';
export { WithdrawalPasswordForm } from './pages/withdrawal-password-form';
