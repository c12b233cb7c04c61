import type { IdentityCalls } from './identity-calls';

export type { DocumentUploadInput, IdentityCalls } from './identity-calls';

/**
 * The identity calls by name: the client offers them before their code has loaded
 * (`lazyCalls`); only the security centre uses them.
 */
export const IDENTITY_CALL_NAMES = [
  'documents',
  'upload',
] as const satisfies readonly (keyof IdentityCalls)[];

// Fails typecheck when the area gains a call this list does not name.
type Unnamed = Exclude<keyof IdentityCalls, (typeof IDENTITY_CALL_NAMES)[number]>;
export const ALL_IDENTITY_CALLS_NAMED: [Unnamed] extends [never] ? true : never = true;
