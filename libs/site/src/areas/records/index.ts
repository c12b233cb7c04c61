// The records area's door: the member centre's records pages and the cashier histories, loaded
// on use, and the withdrawal history's row (the payee's confirmation adds its action to it).
export {
  LazyAccountRecordPage,
  LazyBetRecordPage,
  LazyBonusRecordPage,
  LazyDepositHistoryPage,
  LazyDepositLimitsPage,
  LazyProfitPage,
  LazyWithdrawalHistoryPage,
} from './lazy-screens';
