import Type, { type Static } from 'typebox';

/** `GET /wps/v2/wallets/balance` (token): money in integer minor units. */
export const WalletBalance = Type.Object({
  balance: Type.Integer(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** A trial account's money (spec §6): demo money, not real currency; the site marks it. */
  demo: Type.Boolean(),
});
export type WalletBalance = Static<typeof WalletBalance>;
