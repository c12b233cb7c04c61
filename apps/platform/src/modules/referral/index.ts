// The referral module (issue 12, invite friends): the member's code (given on first ask), the
// friends who registered with it and their status, the merchant's terms, and the reward paid to
// the inviter when a friend's first qualifying deposit is approved (`rewardReferrer`, which app.ts
// chains into the payments module's deposit hook, inside the approving transaction). The
// operator sets the terms. Depends on accounts, merchants, payments (deposits) and rewards.
// Other modules, app.ts and seed.ts import only what this file exports.

export type { ReferralSettingsTable, ReferralRewardTable } from './referral-tables';
export { referralModule } from './referral-module';
export { rewardReferrer, type ApprovedDeposit } from './referral-reward';
export { referralOn } from './referral-store';
export { seedReferral, SEED_FRIEND } from './seed-referral';
export { referralOpsRoutes } from './ops/referral-ops-routes';
