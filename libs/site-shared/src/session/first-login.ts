import { atom } from 'jotai';

/**
 * Whether this page's session began with the account's first sign-in (a login answering
 * `firstTimeLogin`, or a registration): the arrival popups then ask for execution F instead of A
 * (spec §4). Set by every login, registration and logout; memory only, so a reload shows A.
 */
export const firstLoginAtom = atom(false);
