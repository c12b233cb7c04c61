// The rewards module (the reward centre's store): the `reward` table any module drops a
// claimable reward in with `grantReward` (promotions, VIP and birthday bonuses, referral, daily
// rebate, the operator), its claim (`payReward`/`claimReward`, paid once), its lists and badge
// count, and the sweep that expires lapsed rewards. Its own module so promotions (which reads VIP
// levels) and VIP (which gives rewards) both depend on it without a cycle. Depends on wallet,
// turnover and messages; the routes are the promotions module's (the reward centre page).
// Other modules, app.ts and seed.ts import only what this file exports.

export { rewardsModule } from './rewards-module';
export { givenRewardExpiry, grantReward, type Granted, type NewReward } from './grant-reward';
export { claimReward, payReward } from './claim-reward';
export { countClaimable, listRewards, rewardView } from './reward-list';
export { rewardRows } from './reward-rows';
