import type { FastifyPluginAsync } from 'fastify';
import type { JobQueue } from '../../core/jobs/job-queue';
import { memberOnly } from '../accounts';
import { runVip } from './vip-run';
import { VIP_SWEEP } from './vip-upgrades';
import { vipRoutes, type VipDeps } from './vip-routes';

/** What the VIP module needs: its routes' deps and the job queue of its sweep. */
export interface VipModuleDeps extends VipDeps {
  jobs: JobQueue;
}

/**
 * VIP levels and daily rebates: the member's VIP call and the sweep (every five minutes) that
 * upgrades levels, pays birthday bonuses and settles each finished day's rebates, once each.
 */
export const vipModule: FastifyPluginAsync<VipModuleDeps> = async (app, deps) => {
  const { db, now, jobs } = deps;
  jobs.sweep(VIP_SWEEP, '*/5 * * * *', async () => {
    await runVip(db, now());
  });
  await app.register(memberOnly<VipDeps>(vipRoutes), deps);
};
