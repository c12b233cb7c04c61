import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../core/db/database';
import type { JobQueue } from '../../core/jobs/job-queue';
import { LOTTERY_SETTLEMENT, settleLotteryBets, type DrawKeySource } from '../lottery';
import { walletService } from '../wallet';
import { lotterySettling } from './lottery-settling';
import { registerSandboxAggregator } from '../pam';
import { sandboxPamClient } from './pam-client';
import { sandboxLotteryRoutes } from './sandbox-lottery';
import { sandboxPageRoutes } from './sandbox-pages';
import { sandboxPlayRoutes } from './sandbox-play';
import { sandboxWalletRoutes } from './sandbox-wallet';

/**
 * What the sandbox vendor needs: the database, the clock, the queue of its lottery settlement
 * and the lottery draw key.
 */
export interface SandboxDeps {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  drawKey: DrawKeySource;
}

/**
 * The built-in sandbox vendor under /sandbox (no merchant header: iframes cannot send one; the
 * launch token names the player): its pages, their game calls and the seamless-wallet API.
 * Its games (slot, crash, lottery) book every stake, win and refund through the platform's PAM
 * API as an aggregator of its own (`sandboxPamClient`), so the API real providers use is the one
 * every demo round and test exercises. Lottery bets settle after their draw in a sweep (every
 * minute, once across replicas) through the same client.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const { db, now, jobs, drawKey } = deps;
  const apiToken = await registerSandboxAggregator(app, db);
  const pam = sandboxPamClient(app, { db, now, apiToken });
  const settling = lotterySettling(pam, walletService(db, now));
  await app.register(sandboxPageRoutes, deps);
  await app.register(sandboxPlayRoutes, { db, now, pam });
  await app.register(sandboxLotteryRoutes, { db, now, pam, drawKey });
  await app.register(sandboxWalletRoutes, deps);
  jobs.sweep(LOTTERY_SETTLEMENT, '* * * * *', async () => {
    await settleLotteryBets(db, await drawKey(), settling, now());
  });
};
