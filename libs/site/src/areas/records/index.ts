// The records area's door: the member centre's records pages, loaded on use.
export { LazyAccountRecordPage } from './lazy-screens';
