// The records area's door: the member centre's records pages, loaded on use.
export {
  LazyAccountRecordPage,
  LazyBetRecordPage,
  LazyBonusRecordPage,
  LazyProfitPage,
} from './lazy-screens';
