import {
  PROMOTION_PATHS,
  PromotionActionQuery,
  PromotionIdParams,
  Reward,
  RewardCount,
  RewardList,
  RewardListQuery,
  envelope,
} from '@tessera/contract';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { memberReaderOf, type PromotionDeps } from './promotion-routes';
import { claimReward, countClaimable, listRewards, rewardView } from '../rewards';
import { markEntryClaimed } from './promotion-store';

const tags = ['rewards'];
const security = [{ bearer: [] }];

/** The reward centre: the member's rewards, their badge count, a claim (inside `memberOnly`). */
export async function rewardRoutes(app: TypedApp, { db, now }: PromotionDeps) {
  app.get(
    PROMOTION_PATHS.rewards,
    {
      schema: {
        tags,
        security,
        querystring: RewardListQuery,
        response: { 200: envelope(RewardList) },
      },
    },
    async (request) => {
      const reader = memberReaderOf(request, request.query.language);
      const at = now();
      const rows = await listRewards(db, reader.memberId, request.query.status, at);
      return ok({ list: rows.map((row) => rewardView(row, reader.language, reader.fallback, at)) });
    },
  );

  app.get(
    PROMOTION_PATHS.rewardCount,
    { schema: { tags, security, response: { 200: envelope(RewardCount) } } },
    async (request) => {
      const reader = memberReaderOf(request, undefined);
      return ok({ claimable: await countClaimable(db, reader.memberId, now()) });
    },
  );

  app.post(
    PROMOTION_PATHS.rewardClaim,
    {
      schema: {
        tags,
        security,
        params: PromotionIdParams,
        querystring: PromotionActionQuery,
        response: { 200: envelope(Reward) },
      },
    },
    async (request) => {
      const reader = memberReaderOf(request, request.query.language);
      const at = now();
      const id = Number(request.params.id);
      const row = await claimReward(db, reader.memberId, id, at, markEntryClaimed);
      request.log.info({ reward: Number(row.id) }, 'reward claimed');
      return ok(rewardView(row, reader.language, reader.fallback, at));
    },
  );
}
