// A records list's parts, for other areas' records pages (loaded with them, through
// `loadRecordListParts` of the area's door).
export { PagedRecords } from './paged-records';
export { RangePicker } from './range-picker';
export { TotalsRow, type Total } from './totals-row';
export { useRecordRange } from '../hooks/use-merchant-today';
