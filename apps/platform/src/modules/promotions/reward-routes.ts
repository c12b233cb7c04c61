import { PROMOTION_CALLS } from '@tessera/contract';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { memberReaderOf, type PromotionDeps } from './promotion-routes';
import { claimReward, countClaimable, listRewards, rewardView } from '../rewards';
import { markEntryClaimed } from './promotion-store';

const tags = ['rewards'];

/** The reward centre: the member's rewards, their badge count, a claim (inside `memberOnly`). */
export async function rewardRoutes(app: TypedApp, { db, now }: PromotionDeps) {
  routeFor(
    app,
    PROMOTION_CALLS.rewards,
    async (request) => {
      const reader = memberReaderOf(request, request.query.language);
      const at = now();
      const rows = await listRewards(db, reader.memberId, request.query.status, at);
      return ok({ list: rows.map((row) => rewardView(row, reader.language, reader.fallback, at)) });
    },
    { tags },
  );

  routeFor(
    app,
    PROMOTION_CALLS.rewardCount,
    async (request) => {
      const reader = memberReaderOf(request, undefined);
      return ok({ claimable: await countClaimable(db, reader.memberId, now()) });
    },
    { tags },
  );

  routeFor(
    app,
    PROMOTION_CALLS.claimReward,
    async (request) => {
      const reader = memberReaderOf(request, request.query.language);
      const at = now();
      const id = Number(request.params.id);
      const row = await claimReward(db, reader.memberId, id, at, markEntryClaimed);
      request.log.info({ reward: Number(row.id) }, 'reward claimed');
      return ok(rewardView(row, reader.language, reader.fallback, at));
    },
    { tags },
  );
}
