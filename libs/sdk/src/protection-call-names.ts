import type { ProtectionCalls } from './protection-calls';

export type { ProtectionCalls } from './protection-calls';

/**
 * Player protection calls by name: the client offers them before their code has loaded
 * (`lazyCalls`), so the lobby's first download does not carry them.
 */
export const PROTECTION_CALL_NAMES = [
  'overview',
  'setLossLimits',
  'setRealityCheck',
  'session',
  'timeOut',
  'selfExclude',
] as const satisfies readonly (keyof ProtectionCalls)[];

// Fail typecheck when the area gains a call its list does not name.
type Unnamed = Exclude<keyof ProtectionCalls, (typeof PROTECTION_CALL_NAMES)[number]>;
export const ALL_PROTECTION_CALLS_NAMED: [Unnamed] extends [never] ? true : never = true;
