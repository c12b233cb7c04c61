import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';
import { MAX_WALLET_AMOUNT } from './constants';

// The sandbox vendor's seamless-wallet calls. Money is integer minor units and must arrive as a
// JSON number (the platform never coerces a body: "100" is refused).

/** A transaction or round id as a vendor sends it. */
export const WalletId = Type.String({ pattern: '^[A-Za-z0-9:_.-]{1,80}$' });
const amount = (minimum: number) => Type.Integer({ minimum, maximum: MAX_WALLET_AMOUNT });

/** Body of a debit (a bet): at least 1 minor unit. */
export const WalletDebit = Type.Object({ txnId: WalletId, roundId: WalletId, amount: amount(1) });
export type WalletDebit = Static<typeof WalletDebit>;

/** Body of a credit (a win): 0 for a lost round that still closes. */
export const WalletCredit = Type.Object({ txnId: WalletId, roundId: WalletId, amount: amount(0) });
export type WalletCredit = Static<typeof WalletCredit>;

/** Body of a cancel: undoes `refTxnId`. */
export const WalletCancel = Type.Object({ txnId: WalletId, roundId: WalletId, refTxnId: WalletId });
export type WalletCancel = Static<typeof WalletCancel>;

/**
 * Reply value of the vendor's balance call. `demo`: a trial account's demo money (spec §6), to be
 * shown as such and never paid out as the currency.
 */
export const VendorBalance = Type.Object({
  balance: Type.Integer(),
  currency: Type.String(),
  demo: Type.Boolean(),
});
export type VendorBalance = Static<typeof VendorBalance>;

/** Reply value of a debit, credit or cancel; `ledgerEntryId` is null when nothing moved. */
export const WalletTransaction = Type.Object({
  txnId: Type.String(),
  roundId: Type.String(),
  kind: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  ledgerEntryId: Nullable(Type.Integer()),
});
export type WalletTransaction = Static<typeof WalletTransaction>;
