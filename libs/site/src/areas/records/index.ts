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
import type * as ListParts from './components/list-parts';

// The list parts other areas' records pages reuse (the agent centre's settlements), loaded on
// demand: a static re-export here would put them in the lobby's first load with this door.
export type RecordListParts = typeof ListParts;
export const loadRecordListParts = (): Promise<RecordListParts> =>
  import('./components/list-parts');
