import { route, type NoRequest } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import type {
  Mission,
  MissionClaim,
  MissionInput,
  MissionLeaderboard,
  MissionList,
  MissionSummary,
  MissionUpdate,
} from './missions';
import { MISSION_OPS_PATHS, MISSION_PATHS } from './constants';

/** The player's mission calls: the route table's entries (no schema; the SDK reads these). */
export const MISSION_ROUTES = {
  /** This period's missions with progress, and the member's points this week. */
  summary: route<NoRequest, MissionSummary>('GET', MISSION_PATHS.summary, 'member'),
  /** This week's ranking by mission points, and the caller's own place. */
  leaderboard: route<NoRequest, MissionLeaderboard>('GET', MISSION_PATHS.leaderboard, 'member'),
  /** Claims a completed mission's reward (once per mission and period). */
  claim: route<{ params: { id: number } }, MissionClaim>('POST', MISSION_PATHS.claim, 'member'),
};

/** The operator's mission calls. */
export const MISSION_OPS_ROUTES = {
  /** The merchant's missions. */
  list: opsRoute<{ params: { code: string } }, MissionList>(
    'GET',
    MISSION_OPS_PATHS.missions,
    'missions.configure',
  ),
  /** Adds a mission. */
  add: opsRoute<{ params: { code: string }; body: MissionInput }, Mission>(
    'POST',
    MISSION_OPS_PATHS.missions,
    'missions.configure',
  ),
  /** Changes a mission (target, rewards, points, on or off). */
  update: opsRoute<{ params: { id: number }; body: MissionUpdate }, Mission>(
    'PUT',
    MISSION_OPS_PATHS.mission,
    'missions.configure',
  ),
};
