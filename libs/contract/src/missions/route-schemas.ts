import { bindSchemas } from '../core/route-schemas';
import { MissionClaim, MissionLeaderboard, MissionParams, MissionSummary } from './missions';
import { MISSION_ROUTES } from './routes';

/** The mission calls with their schemas (platform and tests only). */
export const MISSION_CALLS = bindSchemas(MISSION_ROUTES, {
  summary: { reply: MissionSummary },
  leaderboard: { reply: MissionLeaderboard },
  claim: {
    params: MissionParams,
    reply: MissionClaim,
    errors: [
      'MISSION_NOT_FOUND',
      'MISSION_NOT_COMPLETE',
      'MISSION_ALREADY_CLAIMED',
      'TRIAL_ACCOUNT',
    ],
  },
});
