import {
  PROMOTION_PATHS,
  type Promotion,
  type PromotionFilter,
  type PromotionList,
  type Reward,
  type RewardCount,
  type RewardList,
  type RewardListFilter,
} from '@tessera/contract';
import { params } from './game-calls';
import type { Call } from './transport';

const withId = (path: string, id: number) => path.replace(':id', String(id));

/**
 * The promotions centre and the reward centre (issue 12): the promotions (a visitor's list, or
 * the member's with their statuses), join, apply and claim, the member's rewards and their claim.
 */
export function promotionCalls(call: Call) {
  const act = (path: string) => (id: number, language: string) =>
    call<Promotion>(withId(path, id), { method: 'post', token: true, searchParams: { language } });
  return {
    /** The promotions of a filter as a visitor sees them. */
    list: (category: PromotionFilter, language: string) =>
      call<PromotionList>(PROMOTION_PATHS.list, { searchParams: params({ category, language }) }),
    /** The same with the signed-in member's statuses and progress. */
    memberList: (category: PromotionFilter, language: string) =>
      call<PromotionList>(PROMOTION_PATHS.memberList, {
        token: true,
        searchParams: params({ category, language }),
      }),
    /** Joins a deposit promotion; answers it as the member now sees it. */
    join: act(PROMOTION_PATHS.join),
    /** Applies for an operator-reviewed promotion. */
    apply: act(PROMOTION_PATHS.apply),
    /** Claims an instant promotion: paid at once. */
    claim: act(PROMOTION_PATHS.claim),
    /** The member's rewards (claimable or claimed), newest first. */
    rewards: (status: RewardListFilter, language: string) =>
      call<RewardList>(PROMOTION_PATHS.rewards, {
        token: true,
        searchParams: params({ status, language }),
      }),
    /** How many rewards wait to be claimed (the badge). */
    rewardCount: () => call<RewardCount>(PROMOTION_PATHS.rewardCount, { token: true }),
    /** Claims one reward: paid once, however often sent. */
    claimReward: (id: number, language: string) =>
      call<Reward>(withId(PROMOTION_PATHS.rewardClaim, id), {
        method: 'post',
        token: true,
        searchParams: { language },
      }),
  };
}

export type PromotionCalls = ReturnType<typeof promotionCalls>;
