import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import {
  memberPromotionRoutes,
  publicPromotionRoutes,
  type PromotionDeps,
} from './promotion-routes';
import { rewardRoutes } from './reward-routes';

/** The promotions centre (public list; the member's statuses and actions) and the reward centre. */
export const promotionsModule: FastifyPluginAsync<PromotionDeps> = async (app, deps) => {
  await publicPromotionRoutes(app, deps);
  await app.register(memberOnly<PromotionDeps>(memberPromotionRoutes), deps);
  await app.register(memberOnly<PromotionDeps>(rewardRoutes), deps);
};
