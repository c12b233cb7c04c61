import { PROMOTION_ROUTES, type PromotionFilter, type RewardListFilter } from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/**
 * The promotions centre and the reward centre (issue 12): the promotions (a visitor's list, or
 * the member's with their statuses), join, apply and claim, the member's rewards and their claim.
 */
export function promotionCalls(call: Call) {
  const act = (route: typeof PROMOTION_ROUTES.join) => (id: number, language: string) =>
    callRoute(call, route, { params: { id }, query: { language } });
  return {
    /** The promotions of a filter as a visitor sees them. */
    list: (category: PromotionFilter, language: string) =>
      callRoute(call, PROMOTION_ROUTES.list, { query: { category, language } }),
    /** The same with the signed-in member's statuses and progress. */
    memberList: (category: PromotionFilter, language: string) =>
      callRoute(call, PROMOTION_ROUTES.memberList, { query: { category, language } }),
    /** Joins a deposit promotion; answers it as the member now sees it. */
    join: act(PROMOTION_ROUTES.join),
    /** Applies for an operator-reviewed promotion. */
    apply: act(PROMOTION_ROUTES.apply),
    /** Claims an instant promotion: paid at once. */
    claim: act(PROMOTION_ROUTES.claim),
    /** The member's rewards (claimable or claimed), newest first. */
    rewards: (status: RewardListFilter, language: string) =>
      callRoute(call, PROMOTION_ROUTES.rewards, { query: { status, language } }),
    /** How many rewards wait to be claimed (the badge). */
    rewardCount: () => callRoute(call, PROMOTION_ROUTES.rewardCount),
    /** Claims one reward: paid once, however often sent. */
    claimReward: (id: number, language: string) =>
      callRoute(call, PROMOTION_ROUTES.claimReward, { params: { id }, query: { language } }),
  };
}

export type PromotionCalls = ReturnType<typeof promotionCalls>;
