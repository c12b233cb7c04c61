// Runtime constants of missions (issue 12, spec §2 missionLeaderboard, §7 mission summary and
// leaderboard). No schema is built here (the site imports these).

/** A daily mission counts the merchant's calendar day; a weekly one its week from Monday. */
export const MISSION_CADENCES = ['DAILY', 'WEEKLY'] as const;
export type MissionCadence = (typeof MISSION_CADENCES)[number];

/**
 * What a mission counts in its period: rounds played (bets placed), valid bet (stakes less
 * refunds, minor units) or money deposited (minor units).
 */
export const MISSION_METRICS = ['ROUNDS', 'VALID_BET', 'DEPOSIT'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

export const MISSION_STATUSES = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** Rows of the leaderboard. */
export const MISSION_LEADERBOARD_SIZE = 20;

/** The player's mission calls (token). */
export const MISSION_PATHS = {
  /** GET: this period's missions with progress, and the member's points this week. */
  summary: '/wps/missions/summary',
  /** GET: this week's ranking by mission points, and the caller's own place. */
  leaderboard: '/wps/missions/leaderboard',
  /** POST: claims a completed mission's reward (once per mission and period). */
  claim: '/wps/missions/:id/claim',
} as const;

/** Operator calls (bearer token). */
export const MISSION_OPS_PATHS = {
  /** GET: the merchant's missions; POST: adds one. */
  missions: '/ops/merchants/:code/missions',
  /** PUT: changes a mission (target, rewards, points, on or off). */
  mission: '/ops/missions/:id',
} as const;

/** `/wps/missions/:id/claim` for one mission. */
export const missionClaimPath = (id: number) => MISSION_PATHS.claim.replace(':id', String(id));
