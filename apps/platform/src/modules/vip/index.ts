// The VIP module: per-merchant levels (deposit and turnover thresholds, benefits), each
// member's level raised by a sweep (once per level), birthday bonuses, and the daily rebate on
// the previous day's valid bets per game category at the member's level (once per member and
// day). Depends on accounts, merchants, games, payments (deposits) and wallet (rounds), read
// through their read models; payments asks a member's VIP withdrawal maximum through a port
// (app.ts passes `vipWithdrawalMax`), so it does not depend on this module.
// Other modules, app.ts and seed.ts import only what this file exports.

export { vipModule } from './vip-module';
export { memberVipLevel, progressOf, vipWithdrawalMax } from './vip-levels';
export { settleRebates } from './rebate';
export { payBirthdays, runUpgrades, upgradeMember, VIP_SWEEP } from './vip-upgrades';
export { seedVip, DEMO_VIP_LEVEL } from './seed-vip';
export { vipOpsRoutes } from './ops/vip-ops-routes';
