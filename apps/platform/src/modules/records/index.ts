// The records module: the member's account record (ledger), bet records, profit and loss and
// bonus details, read-only; and the one rule of a records list's date range and keyset pages,
// which the cashier module's deposit and withdrawal lists share. Depends on accounts,
// merchants, games and wallet (their read models).
// Other modules, app.ts and seed.ts import only what this file exports.

export { recordsModule } from './records-module';
export {
  newestPage,
  pageOf,
  rangeEnd,
  rangeStart,
  recordWindow,
  type RecordWindow,
} from './record-window';
