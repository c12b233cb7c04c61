import type { PointsCalls } from './points-calls';

/**
 * The points mall's and VIP page's calls by name: the client offers them before their code has
 * loaded (`lazyCalls`), so the lobby's first download does not carry them.
 */
export const POINTS_CALL_NAMES = [
  'balance',
  'rewards',
  'config',
  'transactions',
  'redeemList',
  'redeem',
  'convert',
  'vip',
] as const satisfies readonly (keyof PointsCalls)[];

// Fails typecheck when the area gains a call this list does not name.
type Unnamed = Exclude<keyof PointsCalls, (typeof POINTS_CALL_NAMES)[number]>;
export const ALL_POINTS_CALLS_NAMED: [Unnamed] extends [never] ? true : never = true;
