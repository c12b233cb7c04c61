// The promotions module (issue 12): the promotions centre (flows CLAIM, JOIN and APPLY with the
// activity statuses of spec §4, eligibility on the server), deposit promotions paid in the deposit's
// approval (the payments module's DepositBonusHook), and the reward centre: the `reward` table any
// rewards module's store holds (`grantReward`, claimed once), whose calls and pages live here.
// Depends on accounts, merchants, content (seed pictures), rewards, vip (levels) and payments'
// hook type.
// Other modules, app.ts and seed.ts import only what this file exports.

export { promotionsModule } from './promotions-module';
export { promotionDepositBonus } from './deposit-bonus';
export { availablePromoCount, type MemberReader } from './promotion-actions';
export { seedPromotions } from './seed-promotions';
export { promotionOpsRoutes } from './ops/promotion-ops-routes';
