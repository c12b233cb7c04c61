import { route, type NoRequest } from '../core/route';
import { PROMOTION_PATHS, type PromotionFilter, type RewardListFilter } from './constants';
import type { Promotion, PromotionList } from './promotions';
import type { Reward, RewardCount, RewardList } from './rewards';

type ListQuery = { query: { category?: PromotionFilter; language?: string } };
/** A join, apply, claim or reward claim: the id, and the language of the reply. */
type Action = { params: { id: number }; query: { language?: string } };

/**
 * The promotions centre and the reward centre: the route table's entries (no schema; the SDK
 * reads these). The visitor's list needs no session; the rest are the member's.
 */
export const PROMOTION_ROUTES = {
  /** The promotions of a filter as a visitor sees them. */
  list: route<ListQuery, PromotionList>('GET', PROMOTION_PATHS.list, 'none'),
  /** The same with the signed-in member's statuses and progress. */
  memberList: route<ListQuery, PromotionList>('GET', PROMOTION_PATHS.memberList, 'member'),
  /** Joins a deposit promotion. */
  join: route<Action, Promotion>('POST', PROMOTION_PATHS.join, 'member'),
  /** Applies for an operator-reviewed promotion. */
  apply: route<Action, Promotion>('POST', PROMOTION_PATHS.apply, 'member'),
  /** Claims an instant promotion: paid at once. */
  claim: route<Action, Promotion>('POST', PROMOTION_PATHS.claim, 'member'),
  /** The member's rewards (claimable or claimed), newest first. */
  rewards: route<{ query: { status?: RewardListFilter; language?: string } }, RewardList>(
    'GET',
    PROMOTION_PATHS.rewards,
    'member',
  ),
  /** How many rewards wait to be claimed (the badge). */
  rewardCount: route<NoRequest, RewardCount>('GET', PROMOTION_PATHS.rewardCount, 'member'),
  /** Claims one reward: paid once, however often sent. */
  claimReward: route<Action, Reward>('POST', PROMOTION_PATHS.rewardClaim, 'member'),
};
