import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';
import { MAX_DEPOSIT_AMOUNT } from './constants';

// A member's own deposit limits (UKGC RTS 12). Lowering a limit (or setting one where there was
// none) applies at once; raising or removing one applies 24 hours later, and until then the
// reply shows it as pending. Periods are the merchant's calendar day, week (from Monday) and
// month. Money is integer minor units and must arrive as a JSON number.

/** A change waiting for its time: the new amount (null: the limit goes) and when it applies. */
export const PendingDepositLimit = Type.Object({
  amount: Nullable(Type.Integer()),
  from: Type.String(),
});
export type PendingDepositLimit = Static<typeof PendingDepositLimit>;

/** One period's limit: in force now (null: none) and any waiting change. */
export const DepositLimit = Type.Object({
  amount: Nullable(Type.Integer()),
  pending: Nullable(PendingDepositLimit),
  /** Approved and pending deposits so far in the current period. */
  used: Type.Integer(),
});
export type DepositLimit = Static<typeof DepositLimit>;

/** Reply of both calls. */
export const DepositLimits = Type.Object({
  daily: DepositLimit,
  weekly: DepositLimit,
  monthly: DepositLimit,
});
export type DepositLimits = Static<typeof DepositLimits>;

const LimitAmount = Nullable(Type.Integer({ minimum: 1, maximum: MAX_DEPOSIT_AMOUNT }));

/** Body of the PUT: each period given is changed (null removes it); the others stay. */
export const DepositLimitsUpdate = Type.Object(
  {
    daily: Type.Optional(LimitAmount),
    weekly: Type.Optional(LimitAmount),
    monthly: Type.Optional(LimitAmount),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type DepositLimitsUpdate = Static<typeof DepositLimitsUpdate>;

/** The value of a DEPOSIT_LIMIT_EXCEEDED reply: which limit, and how much may still go in. */
export const DepositLimitExceeded = Type.Object({
  period: Type.String(),
  limit: Type.Integer(),
  remaining: Type.Integer(),
});
export type DepositLimitExceeded = Static<typeof DepositLimitExceeded>;
