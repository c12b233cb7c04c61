import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { DEPOSIT_STATUSES, MAX_DEPOSIT_AMOUNT, PAYMENT_METHOD_KINDS } from './constants';

// Deposit calls. Money is integer minor units and must arrive as a JSON number (the platform
// never coerces a body: "100" is refused).

/** One deposit method of the member's merchant, in the merchant's order. */
export const DepositMethod = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: StringEnum(PAYMENT_METHOD_KINDS),
  currency: Type.String(),
  /** Smallest and largest deposit, minor units. */
  min: Type.Integer(),
  max: Type.Integer(),
  /** What the provider charges on top, minor units; the wallet is credited the amount. */
  fee: Type.Integer(),
  order: Type.Integer(),
  logo: Type.String(),
});
export type DepositMethod = Static<typeof DepositMethod>;

/** Reply value of the methods call. */
export const DepositMethods = Type.Object({ list: Type.Array(DepositMethod) });
export type DepositMethods = Static<typeof DepositMethods>;

/** Body of a new deposit. */
export const DepositRequest = Type.Object({
  methodId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  amount: Type.Integer({ minimum: 1, maximum: MAX_DEPOSIT_AMOUNT }),
});
export type DepositRequest = Static<typeof DepositRequest>;

/** Where the member sends a bank transfer, and the note that matches it to the deposit. */
export const BankTransfer = Type.Object({
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  transferNote: Type.String(),
});
export type BankTransfer = Static<typeof BankTransfer>;

/**
 * How to pay: the provider's page (`redirectUrl`), a QR code's text (`qrPayload`), or bank
 * details; a method fills the fields of its kind.
 */
export const DepositInstructions = Type.Object({
  redirectUrl: Type.Optional(Type.String()),
  qrPayload: Type.Optional(Type.String()),
  bank: Type.Optional(BankTransfer),
});
export type DepositInstructions = Static<typeof DepositInstructions>;

/** A deposit as the member sees it; times are ISO strings. */
export const Deposit = Type.Object({
  id: Type.Integer(),
  methodId: Type.Integer(),
  status: StringEnum(DEPOSIT_STATUSES),
  amount: Type.Integer(),
  currency: Type.String(),
  instructions: DepositInstructions,
  createdAt: Type.String(),
  decidedAt: Type.Optional(Type.String()),
});
export type Deposit = Static<typeof Deposit>;

/** Path of one deposit's status call. */
export const DepositParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type DepositParams = Static<typeof DepositParams>;
