import { route } from '../core/route';
import type { MissionClaim, MissionLeaderboard, MissionSummary } from './missions';
import { MISSION_PATHS } from './constants';

/** The player's mission calls: the route table's entries (no schema; the SDK reads these). */
export const MISSION_ROUTES = {
  /** This period's missions with progress, and the member's points this week. */
  summary: route<Record<never, never>, MissionSummary>({
    method: 'GET',
    path: MISSION_PATHS.summary,
    auth: 'member',
  }),
  /** This week's ranking by mission points, and the caller's own place. */
  leaderboard: route<Record<never, never>, MissionLeaderboard>({
    method: 'GET',
    path: MISSION_PATHS.leaderboard,
    auth: 'member',
  }),
  /** Claims a completed mission's reward (once per mission and period). */
  claim: route<{ params: { id: number } }, MissionClaim>({
    method: 'POST',
    path: MISSION_PATHS.claim,
    auth: 'member',
  }),
};
