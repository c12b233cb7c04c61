import type { DrawCalls } from './draw-calls';
import type { MissionCalls } from './mission-calls';

/** The lucky draws' calls by name: the client offers them before their code loads (`lazyCalls`). */
export const DRAW_CALL_NAMES = [
  'overview',
  'count',
  'ticket',
  'play',
] as const satisfies readonly (keyof DrawCalls)[];

/** The missions' calls by name, loaded the same way. */
export const MISSION_CALL_NAMES = [
  'summary',
  'leaderboard',
  'claim',
] as const satisfies readonly (keyof MissionCalls)[];

// Fail typecheck when an area gains a call its list does not name.
type UnnamedDraw = Exclude<keyof DrawCalls, (typeof DRAW_CALL_NAMES)[number]>;
type UnnamedMission = Exclude<keyof MissionCalls, (typeof MISSION_CALL_NAMES)[number]>;
export const ALL_DRAW_CALLS_NAMED: [UnnamedDraw | UnnamedMission] extends [never] ? true : never =
  true;
