import { MEMBER_KEY } from '@tessera/site-shared/session';

/** Every draws query: a mission claim that gives a ticket invalidates it. */
export const DRAWS_KEY = [...MEMBER_KEY, 'draws'] as const;
