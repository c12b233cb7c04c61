import { bindSchemas } from '../core/route-schemas';
import {
  EntryDecision,
  OpsPromotion,
  OpsPromotionList,
  OpsPromotionQuery,
  PromotionEntry,
  PromotionEntryList,
  PromotionEntryQuery,
  PromotionInput,
  RewardGrant,
  RewardGranted,
} from './operator-promotions';
import { PROMOTION_OPS_ROUTES } from './ops-routes';
import {
  Promotion,
  PromotionActionQuery,
  PromotionIdParams,
  PromotionList,
  PromotionListQuery,
} from './promotions';
import { Reward, RewardCount, RewardList, RewardListQuery } from './rewards';
import { PROMOTION_ROUTES } from './routes';

const action = {
  params: PromotionIdParams,
  querystring: PromotionActionQuery,
  reply: Promotion,
} as const;
const ENTER = ['PROMOTION_NOT_FOUND', 'TRIAL_ACCOUNT', 'PROMOTION_NOT_AVAILABLE'] as const;

/** The promotions and reward centre calls with their schemas (platform and tests only). */
export const PROMOTION_CALLS = bindSchemas(PROMOTION_ROUTES, {
  list: { querystring: PromotionListQuery, reply: PromotionList },
  memberList: { querystring: PromotionListQuery, reply: PromotionList },
  join: { ...action, errors: [...ENTER, 'PROMOTION_ALREADY_ENTERED'] },
  apply: { ...action, errors: [...ENTER, 'PROMOTION_NOT_ELIGIBLE', 'PROMOTION_ALREADY_ENTERED'] },
  claim: { ...action, errors: [...ENTER, 'PROMOTION_NOT_ELIGIBLE', 'PROMOTION_ALREADY_ENTERED'] },
  rewards: { querystring: RewardListQuery, reply: RewardList },
  rewardCount: { reply: RewardCount },
  claimReward: {
    params: PromotionIdParams,
    querystring: PromotionActionQuery,
    reply: Reward,
    errors: ['REWARD_NOT_FOUND', 'REWARD_EXPIRED'],
  },
});

/** The operator's promotion calls with their schemas. */
export const PROMOTION_OPS_CALLS = bindSchemas(PROMOTION_OPS_ROUTES, {
  list: { querystring: OpsPromotionQuery, reply: OpsPromotionList },
  create: {
    body: PromotionInput,
    reply: OpsPromotion,
    errors: ['PROMOTION_INVALID', 'PROMOTION_CODE_TAKEN'],
  },
  update: {
    params: PromotionIdParams,
    body: PromotionInput,
    reply: OpsPromotion,
    errors: ['PROMOTION_INVALID', 'PROMOTION_CODE_TAKEN', 'PROMOTION_NOT_FOUND'],
  },
  entries: { querystring: PromotionEntryQuery, reply: PromotionEntryList },
  decideEntry: {
    params: PromotionIdParams,
    body: EntryDecision,
    reply: PromotionEntry,
    errors: ['NOT_FOUND', 'PROMOTION_ENTRY_DECIDED'],
  },
  grantReward: { body: RewardGrant, reply: RewardGranted, errors: ['NOT_FOUND'] },
});
