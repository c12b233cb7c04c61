import type { StoredFunction } from '../../../core/db/stored-functions';
import { pamCancel } from './pam-cancel.sql';
import { pamDeposit } from './pam-deposit.sql';
import { pamWithdraw } from './pam-withdraw.sql';

/** The PAM's stored functions (its one-call bookings), each from its one source file. */
export const pamFunctions: readonly StoredFunction[] = [pamWithdraw, pamDeposit, pamCancel];
