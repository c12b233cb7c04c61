import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { text } from '../accounts/text';
import {
  CONFIRMED_BY,
  DISPUTE_OUTCOMES,
  MAX_SETTLEMENT_NOTE,
  MAX_WITHDRAWAL_AMOUNT,
  PAYEE_ACCOUNT_KINDS,
  WITHDRAWAL_ACTIONS,
  WITHDRAWAL_OUTCOMES,
  WITHDRAWAL_STATUSES,
} from './constants';

// Withdrawals: the member asks, the amount is held; an operator approves, rejects (the hold
// is released) or marks it paid (the hold leaves the wallet). Money is integer minor units and
// must arrive as a JSON number (the platform never coerces a body: "100" is refused).

/** Body of a new withdrawal. */
export const WithdrawalRequest = Type.Object({
  payeeAccountId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  amount: Type.Integer({ minimum: 1, maximum: MAX_WITHDRAWAL_AMOUNT }),
  withdrawalPassword: text(128),
});
export type WithdrawalRequest = Static<typeof WithdrawalRequest>;

/** Where a withdrawal is paid to, as it was when requested. */
export const WithdrawalPayee = Type.Object({
  kind: StringEnum(PAYEE_ACCOUNT_KINDS),
  provider: Type.String(),
  maskedNumber: Type.String(),
  holderName: Type.String(),
});
export type WithdrawalPayee = Static<typeof WithdrawalPayee>;

/** The payee's confirmation of a paid withdrawal: what, by whom (or the clock), when. */
export const WithdrawalConfirmation = Type.Object({
  outcome: StringEnum(WITHDRAWAL_OUTCOMES),
  by: StringEnum(CONFIRMED_BY),
  at: Type.String(),
});
export type WithdrawalConfirmation = Static<typeof WithdrawalConfirmation>;

/**
 * How an operator settled the payee's dispute: upheld with `refundAmount` (minor units) put back
 * in the wallet, or dismissed (the payout stands, `refundAmount` null); `at` is when. The
 * operator's note is not part of it: it is written for the operator's records, in their
 * language, and may name internal checks; the site shows a translated outcome instead.
 */
export const WithdrawalSettlement = Type.Object({
  outcome: StringEnum(DISPUTE_OUTCOMES),
  refundAmount: Nullable(Type.Integer()),
  at: Type.String(),
});
export type WithdrawalSettlement = Static<typeof WithdrawalSettlement>;

/**
 * A withdrawal as the member sees it; times are ISO strings. `autoReceiveAt` is when a paid,
 * unconfirmed withdrawal counts as received (null otherwise); `confirmation` is null until
 * confirmed; `settlement` is null until an operator settles a dispute.
 */
export const Withdrawal = Type.Object({
  id: Type.Integer(),
  status: StringEnum(WITHDRAWAL_STATUSES),
  amount: Type.Integer(),
  currency: Type.String(),
  payee: WithdrawalPayee,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  autoReceiveAt: Nullable(Type.String()),
  confirmation: Nullable(WithdrawalConfirmation),
  settlement: Nullable(WithdrawalSettlement),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** Why the provider could not pay a withdrawal out, and when it said so. */
export const PayoutFailure = Type.Object({ reason: Type.String(), at: Type.String() });
export type PayoutFailure = Static<typeof PayoutFailure>;

/**
 * A withdrawal as the operator sees it: whose, the full account number to pay to, the
 * provider's payout reference and any failure of it, and who settled its dispute with what note.
 */
export const OperatorWithdrawal = Type.Object({
  ...Withdrawal.properties,
  memberId: Type.Integer(),
  merchantCode: Type.String(),
  accountNumber: Type.String(),
  payoutRef: Nullable(Type.String()),
  payoutFailure: Nullable(PayoutFailure),
  settledBy: Nullable(Type.String()),
  settlementNote: Nullable(Type.String()),
});
export type OperatorWithdrawal = Static<typeof OperatorWithdrawal>;

/** `GET /ops/withdrawals?status=requested&limit=50`: oldest first. */
export const WithdrawalQuery = Type.Object({
  status: Type.Optional(StringEnum(WITHDRAWAL_STATUSES)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type WithdrawalQuery = Static<typeof WithdrawalQuery>;

/** Reply value of the operator's list. */
export const OperatorWithdrawals = Type.Object({ list: Type.Array(OperatorWithdrawal) });
export type OperatorWithdrawals = Static<typeof OperatorWithdrawals>;

/** Path of one withdrawal. */
export const WithdrawalParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type WithdrawalParams = Static<typeof WithdrawalParams>;

/** Body of an operator's decision. */
export const WithdrawalDecision = Type.Object({ action: StringEnum(WITHDRAWAL_ACTIONS) });
export type WithdrawalDecision = Static<typeof WithdrawalDecision>;

/**
 * Body of an operator's settlement of a disputed withdrawal. `upheld` refunds `refundAmount`
 * (1 to the withdrawal's amount; the whole amount when left out); `dismissed` moves no money and
 * takes no `refundAmount`. `note` says why (kept with the withdrawal and on the refund's ledger
 * entry); `settledBy` names the operator (the operator token is shared, so it cannot).
 */
export const DisputeSettlementRequest = Type.Object(
  {
    outcome: StringEnum(DISPUTE_OUTCOMES),
    refundAmount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_WITHDRAWAL_AMOUNT })),
    // At least one visible character: a note of blanks says nothing.
    note: Type.String({ minLength: 1, maxLength: MAX_SETTLEMENT_NOTE, pattern: '\\S' }),
    settledBy: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type DisputeSettlementRequest = Static<typeof DisputeSettlementRequest>;
