import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { lotteryBetRoutes } from './lottery-bet-routes';
import { lotteryRoutes, type LotteryDeps } from './lottery-routes';

/** The lottery calls: menus and draws (public), and the member's bets. */
export const lotteryModule: FastifyPluginAsync<LotteryDeps> = async (app, deps) => {
  await app.register(lotteryRoutes, deps);
  await app.register(memberOnly<LotteryDeps>(lotteryBetRoutes), deps);
};
