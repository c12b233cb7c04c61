import type { SecurityCalls } from './security-calls';

/**
 * The security centre's calls by name: the client offers them before their code has loaded
 * (`lazyCalls`); only the security centre and the login popup's two-factor step use them.
 */
export const SECURITY_CALL_NAMES = [
  'sessions',
  'endSession',
  'signOutOthers',
  'loginHistory',
  'profile',
  'updateProfile',
  'contactCode',
  'bindContact',
  'setUpTotp',
  'enableTotp',
  'disableTotp',
  'passwordCode',
  'setPassword',
] as const satisfies readonly (keyof SecurityCalls)[];

// Fails typecheck when the area gains a call this list does not name.
type Unnamed = Exclude<keyof SecurityCalls, (typeof SECURITY_CALL_NAMES)[number]>;
export const ALL_SECURITY_CALLS_NAMED: [Unnamed] extends [never] ? true : never = true;
