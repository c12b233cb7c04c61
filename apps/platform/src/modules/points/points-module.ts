import type { FastifyPluginAsync } from 'fastify';
import type { JobQueue } from '../../core/jobs/job-queue';
import { earnPoints, POINTS_EARN_SWEEP } from './points-earn';
import { pointsRoutes, type PointsDeps } from './points-routes';

/** What the points module needs: its routes' deps and the job queue of its earning sweep. */
export interface PointsModuleDeps extends PointsDeps {
  jobs: JobQueue;
}

/**
 * Points and the points mall: the mall and rules (public), the member's points calls, and the
 * sweep that earns points from settled rounds and approved deposits every minute.
 */
export const pointsModule: FastifyPluginAsync<PointsModuleDeps> = async (app, deps) => {
  const { db, now, jobs } = deps;
  jobs.sweep(POINTS_EARN_SWEEP, '* * * * *', async () => {
    await earnPoints(db, now());
  });
  await pointsRoutes(app, deps);
};
