import { MEMBER_KEY } from '@tessera/site-shared/session';

/** Every cashier query is the member's: a change of session drops them with the rest. */
export const CASHIER_KEY = [...MEMBER_KEY, 'cashier'] as const;
