import { route, type NoRequest } from '../core/route';
import type { MissionClaim, MissionLeaderboard, MissionSummary } from './missions';
import { MISSION_PATHS } from './constants';

/** The player's mission calls: the route table's entries (no schema; the SDK reads these). */
export const MISSION_ROUTES = {
  /** This period's missions with progress, and the member's points this week. */
  summary: route<NoRequest, MissionSummary>('GET', MISSION_PATHS.summary, 'member'),
  /** This week's ranking by mission points, and the caller's own place. */
  leaderboard: route<NoRequest, MissionLeaderboard>('GET', MISSION_PATHS.leaderboard, 'member'),
  /** Claims a completed mission's reward (once per mission and period). */
  claim: route<{ params: { id: number } }, MissionClaim>('POST', MISSION_PATHS.claim, 'member'),
};
