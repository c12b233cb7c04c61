// The protection module (issue 13 D, MGA and UKGC player protection): loss limits per day, week
// and month, the reality-check interval and the play session it reports, time-outs and
// self-exclusions across every merchant by identity, the audit of every change, and the
// operator's view of them. The bet guard is in the database (`protection_bet_refusal`, which `wallet_debit` asks: `sql/`);
// the accounts, payments and messages modules ask `refuseBlocked` / `marketingBarred`.
// Other modules, app.ts and seed.ts import only what this file exports.

export type {
  LossLimitTable,
  ProtectionAuditTable,
  ProtectionBlockTable,
  ProtectionSettingTable,
} from './protection-tables';
export { protectionModule } from './protection-module';
export { marketingBarred, refuseBlocked } from './blocks';
export { memberProtection } from './member-protection';
export { protectionFunctions } from './sql/protection-functions';
export { protectionOpsRoutes } from './ops/protection-ops-routes';
export {
  limitHolderOf,
  playerProtectionOpsRoutes,
  protectionSummary,
} from './ops/player-protection-ops-routes';
