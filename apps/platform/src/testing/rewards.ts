import { PROMOTION_PATHS, type Reward, type RewardList } from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call } from './accounts';
import { valueOf } from './requests';

/** The member's claimable rewards of one source kind, as the reward centre lists them. */
export async function claimableRewards(
  app: FastifyInstance,
  merchant: string,
  token: string,
  sourceKind: string,
): Promise<Reward[]> {
  const res = await call(
    app,
    merchant,
    'GET',
    `${PROMOTION_PATHS.rewards}?status=claimable&language=en`,
    undefined,
    { token },
  );
  return valueOf<RewardList>(res).list.filter((reward) => reward.sourceKind === sourceKind);
}

/** The member claims a reward in the reward centre. */
export const claimRewardCall = (
  app: FastifyInstance,
  merchant: string,
  token: string,
  id: number,
): Promise<LightMyRequestResponse> =>
  call(app, merchant, 'POST', PROMOTION_PATHS.rewardClaim.replace(':id', String(id)), undefined, {
    token,
  });
