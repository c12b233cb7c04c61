import type { SocialCalls } from './social-calls';

/**
 * Social sign-in's calls by name: the client offers them before their code has loaded
 * (`lazyCalls`); the login and sign-up popups, the callback page and the security centre use them.
 */
export const SOCIAL_CALL_NAMES = [
  'providers',
  'start',
  'callback',
  'signIn',
  'register',
  'link',
  'links',
  'unlink',
  'setPassword',
] as const satisfies readonly (keyof SocialCalls)[];

// Fails typecheck when the area gains a call this list does not name.
type Unnamed = Exclude<keyof SocialCalls, (typeof SOCIAL_CALL_NAMES)[number]>;
export const ALL_SOCIAL_CALLS_NAMED: [Unnamed] extends [never] ? true : never = true;
