export {
  drawCountQuery,
  missionSummaryQuery,
  rewardCountQuery,
  UNREAD_COUNT_KEY,
  unreadCountQuery,
  useBadgeCounts,
  useReferralMenuVisible,
  type BadgeCounts,
} from './badge-counts';
