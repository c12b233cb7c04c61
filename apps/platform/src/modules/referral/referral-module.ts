import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { referralRoutes, type ReferralDeps } from './referral-routes';

/** Invite friends: the member's code and link, invited friends and their rewards. */
export const referralModule: FastifyPluginAsync<ReferralDeps> = async (app, deps) => {
  await app.register(memberOnly<ReferralDeps>(referralRoutes), deps);
};
