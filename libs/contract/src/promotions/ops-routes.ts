import { opsRoute } from '../operator/ops-route';
import { PROMOTION_OPS_PATHS } from './constants';
import type {
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

/** The operator's promotion calls: promotions, members' entries, rewards given by hand. */
export const PROMOTION_OPS_ROUTES = {
  /** Every promotion, or one merchant's. */
  list: opsRoute<{ query: OpsPromotionQuery }, OpsPromotionList>(
    'GET',
    PROMOTION_OPS_PATHS.promotions,
    'promotions.configure',
  ),
  /** Creates a promotion. */
  create: opsRoute<{ body: PromotionInput }, OpsPromotion>(
    'POST',
    PROMOTION_OPS_PATHS.promotions,
    'promotions.configure',
  ),
  /** Replaces a promotion with what is sent. */
  update: opsRoute<{ params: { id: number }; body: PromotionInput }, OpsPromotion>(
    'PUT',
    PROMOTION_OPS_PATHS.promotion,
    'promotions.configure',
  ),
  /** Members' entries (joins, applications, claims). */
  entries: opsRoute<{ query: PromotionEntryQuery }, PromotionEntryList>(
    'GET',
    PROMOTION_OPS_PATHS.entries,
    'promotions.entries',
  ),
  /** Approves (issues the reward) or rejects an application. */
  decideEntry: opsRoute<{ params: { id: number }; body: EntryDecision }, PromotionEntry>(
    'POST',
    PROMOTION_OPS_PATHS.entryDecision,
    'promotions.entries',
  ),
  /** Drops a claimable reward for a member. */
  grantReward: opsRoute<{ body: RewardGrant }, RewardGranted>(
    'POST',
    PROMOTION_OPS_PATHS.rewards,
    'promotions.grant',
  ),
};
