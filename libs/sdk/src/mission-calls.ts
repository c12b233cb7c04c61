import { MISSION_ROUTES } from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** Missions (issue 12): this period's missions with progress, claims, the weekly leaderboard. */
export function missionCalls(call: Call) {
  return {
    summary: () => callRoute(call, MISSION_ROUTES.summary),
    leaderboard: () => callRoute(call, MISSION_ROUTES.leaderboard),
    /** Claims a completed mission (MISSION_NOT_COMPLETE, MISSION_ALREADY_CLAIMED otherwise). */
    claim: (id: number) => callRoute(call, MISSION_ROUTES.claim, { params: { id } }),
  };
}

export type MissionCalls = ReturnType<typeof missionCalls>;
