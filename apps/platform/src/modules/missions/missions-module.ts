import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { missionRoutes, type MissionDeps } from './mission-routes';

/** Daily and weekly missions: progress from the ledger, claims, the weekly leaderboard. */
export const missionsModule: FastifyPluginAsync<MissionDeps> = async (app, deps) => {
  await app.register(memberOnly<MissionDeps>(missionRoutes), deps);
};
