import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../core/db/database';
import type { JobQueue } from '../../core/jobs/job-queue';
import { expireRewards, REWARD_EXPIRY } from './reward-expiry';

/** What the rewards module needs: the database, the clock and the job queue of its sweep. */
export interface RewardsModuleDeps {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
}

/**
 * The reward centre's sweep (every five minutes) that expires lapsed rewards. Its calls are the
 * promotions module's (`PROMOTION_PATHS`), which holds the reward centre's pages.
 */
export const rewardsModule: FastifyPluginAsync<RewardsModuleDeps> = async (_app, deps) => {
  const { db, now, jobs } = deps;
  jobs.sweep(REWARD_EXPIRY, '*/5 * * * *', async () => {
    await expireRewards(db, now());
  });
};
