import {
  MISSION_PATHS,
  missionClaimPath,
  type MissionClaim,
  type MissionLeaderboard,
  type MissionSummary,
} from '@tessera/contract';
import type { Call } from './transport';

/** Missions (issue 12): this period's missions with progress, claims, the weekly leaderboard. */
export function missionCalls(call: Call) {
  return {
    summary: () => call<MissionSummary>(MISSION_PATHS.summary, { token: true }),
    leaderboard: () => call<MissionLeaderboard>(MISSION_PATHS.leaderboard, { token: true }),
    /** Claims a completed mission (MISSION_NOT_COMPLETE, MISSION_ALREADY_CLAIMED otherwise). */
    claim: (id: number) =>
      call<MissionClaim>(missionClaimPath(id), { method: 'post', token: true }),
  };
}

export type MissionCalls = ReturnType<typeof missionCalls>;
