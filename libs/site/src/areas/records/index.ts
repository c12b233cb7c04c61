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
// The list parts other areas' records pages reuse (the agent centre's settlements).
export { PagedRecords, RecordsFailed } from './components/paged-records';
export { RangePicker } from './components/range-picker';
export { TotalsRow, type Total } from './components/totals-row';
export { useRecordRange } from './hooks/use-merchant-today';
