import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { PAYEE_ACCOUNT_KINDS } from './constants';

// The accounts a member's withdrawals are paid to. The holder must be the member's payee
// name, so money only ever leaves to the member's own account.

/** Body of a new payee account. */
export const PayeeAccountRequest = Type.Object({
  kind: StringEnum(PAYEE_ACCOUNT_KINDS),
  /** The bank's or the e-wallet's name (e.g. "Dutch-Bangla Bank", "bKash"). */
  provider: Type.String({ minLength: 1, maxLength: 64 }),
  /** Digits, letters, spaces and dashes as the bank writes them (an IBAN fits). */
  accountNumber: Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z -]{2,38}[0-9A-Za-z]$' }),
  holderName: Type.String({ minLength: 1, maxLength: 64 }),
});
export type PayeeAccountRequest = Static<typeof PayeeAccountRequest>;

/** A bound payee account; the number is shown masked but for its last four characters. */
export const PayeeAccount = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(PAYEE_ACCOUNT_KINDS),
  provider: Type.String(),
  maskedNumber: Type.String(),
  holderName: Type.String(),
  createdAt: Type.String(),
});
export type PayeeAccount = Static<typeof PayeeAccount>;

/** Reply value of the list call. */
export const PayeeAccounts = Type.Object({ list: Type.Array(PayeeAccount) });
export type PayeeAccounts = Static<typeof PayeeAccounts>;

/** Path of one payee account. */
export const PayeeAccountParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type PayeeAccountParams = Static<typeof PayeeAccountParams>;
