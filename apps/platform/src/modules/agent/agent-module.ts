import type { FastifyPluginAsync } from 'fastify';
import type { JobQueue } from '../../core/jobs/job-queue';
import { memberOnly } from '../accounts';
import type { AgentDeps } from './agent-caller';
import { agentRoutes } from './agent-routes';
import { rollUpAll, TEAM_ROLLUP_SWEEP } from './team-rollup';

/** What the agent module needs: its routes' deps and the job queue of its rollup sweep. */
export interface AgentModuleDeps extends AgentDeps {
  jobs: JobQueue;
}

/**
 * The agent centre: the team calls (agents only, their own team only) and the sweep that rolls
 * the team's days up every minute, so reports over big teams read days, not rounds.
 */
export const agentModule: FastifyPluginAsync<AgentModuleDeps> = async (app, deps) => {
  const { db, jobs } = deps;
  jobs.sweep(TEAM_ROLLUP_SWEEP, '* * * * *', async () => {
    await rollUpAll(db);
  });
  await app.register(memberOnly<AgentDeps>(agentRoutes), deps);
};
