import Type, { type Static } from 'typebox';
import { DRAW_KINDS, type DrawKind } from '../draws/constants';
import { Nullable, StringEnum } from '../core/schema-types';
import { MISSION_CADENCES, MISSION_METRICS, MISSION_STATUSES } from './constants';

// Missions. Money is integer minor units; a mission's title is made by the site from its metric
// and target ("Play 10 rounds"), so nothing needs translating in the database.

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });

/** A draw game, or null for none. */
const TicketReward = Type.Unsafe<DrawKind | null>({
  type: ['string', 'null'],
  enum: [...DRAW_KINDS, null],
});

/** A mission as configured. */
export const Mission = Type.Object({
  id: Type.Integer(),
  cadence: StringEnum(MISSION_CADENCES),
  metric: StringEnum(MISSION_METRICS),
  /** Rounds, or minor units for VALID_BET and DEPOSIT. */
  target: Type.Integer({ minimum: 1 }),
  /** Bonus money paid on claim (0: none). */
  rewardAmount: Money,
  /** A draw ticket given on claim, or none. */
  rewardTicket: TicketReward,
  /** Leaderboard points on claim. */
  points: Type.Integer({ minimum: 0 }),
  active: Type.Boolean(),
});
export type Mission = Static<typeof Mission>;

/** A mission in the current period, for the signed-in member. */
export const MissionProgress = Type.Object({
  ...Mission.properties,
  progress: Type.Integer(),
  status: StringEnum(MISSION_STATUSES),
  /** The period, ISO instants, end excluded. */
  periodStart: Type.String(),
  periodEnd: Type.String(),
});
export type MissionProgress = Static<typeof MissionProgress>;

/** `GET /wps/missions/summary`. */
export const MissionSummary = Type.Object({
  missions: Type.Array(MissionProgress),
  /** Missions completed and not yet claimed: the menu badge. */
  claimable: Type.Integer(),
  /** Points from missions claimed this week. */
  weekPoints: Type.Integer(),
});
export type MissionSummary = Static<typeof MissionSummary>;

export const LeaderboardRow = Type.Object({
  rank: Type.Integer(),
  /** The member's account, masked but for its first and last characters. */
  account: Type.String(),
  points: Type.Integer(),
  missions: Type.Integer(),
  /** Whether this row is the caller. */
  me: Type.Boolean(),
});
export type LeaderboardRow = Static<typeof LeaderboardRow>;

/** `GET /wps/missions/leaderboard`. */
export const MissionLeaderboard = Type.Object({
  periodStart: Type.String(),
  periodEnd: Type.String(),
  list: Type.Array(LeaderboardRow),
  /** The caller's own row (null until it claims a mission this week). */
  mine: Nullable(LeaderboardRow),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;

export const MissionParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });
export type MissionParams = Static<typeof MissionParams>;

/** `POST /wps/missions/:id/claim`: the claimed mission and the ticket it gave, if any. */
export const MissionClaim = Type.Object({
  mission: MissionProgress,
  ticketId: Nullable(Type.Integer()),
});
export type MissionClaim = Static<typeof MissionClaim>;

// Operator

export const MissionInput = Type.Object({
  cadence: StringEnum(MISSION_CADENCES),
  metric: StringEnum(MISSION_METRICS),
  target: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
  rewardAmount: Money,
  rewardTicket: Type.Optional(TicketReward),
  points: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  active: Type.Optional(Type.Boolean()),
});
export type MissionInput = Static<typeof MissionInput>;

export const MissionUpdate = Type.Partial(Type.Omit(MissionInput, ['cadence', 'metric']));
export type MissionUpdate = Static<typeof MissionUpdate>;

export const MissionList = Type.Object({ list: Type.Array(Mission) });
export type MissionList = Static<typeof MissionList>;
