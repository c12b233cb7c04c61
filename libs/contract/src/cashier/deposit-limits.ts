import type { Static } from 'typebox';
import { periodLimitSchemas } from '../core/period-limits';
import { MAX_DEPOSIT_AMOUNT } from './constants';

// A member's own deposit limits (UKGC RTS 12): the one period-limit shape (core/period-limits.ts),
// counting the approved and pending deposits of the period. Lowering a limit (or setting one
// where there was none) applies at once; raising or removing one 24 hours later, and until then
// the reply shows it as pending. Money must arrive as a JSON number.
const deposit = periodLimitSchemas({
  figure: 'used',
  figureDescription: 'Approved and pending deposits so far in the current period.',
  max: MAX_DEPOSIT_AMOUNT,
});

/** One period's limit: in force now (null: none), any waiting change, and `used`. */
export const DepositLimit = deposit.Limit;
export type DepositLimit = Static<typeof DepositLimit>;

/** Reply of both calls. */
export const DepositLimits = deposit.Limits;
export type DepositLimits = Static<typeof DepositLimits>;

export const DepositLimitsUpdate = deposit.Update;
export type DepositLimitsUpdate = Static<typeof DepositLimitsUpdate>;

/** The value of a DEPOSIT_LIMIT_EXCEEDED reply: which limit, and how much may still go in. */
export const DepositLimitExceeded = deposit.Exceeded;
export type DepositLimitExceeded = Static<typeof DepositLimitExceeded>;
