import { atom } from 'jotai';

/** Bumped when the platform says the session ended (401); the shell then toasts and redirects. */
export const sessionEndedAtom = atom(0);
