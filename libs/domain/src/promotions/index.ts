export {
  activityStatus,
  canAct,
  promotionPeriod,
  rewardAmount,
  rewardTurnover,
  type ActivityFacts,
} from './activity-status';
