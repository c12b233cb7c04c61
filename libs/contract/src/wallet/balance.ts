import Type, { type Static } from 'typebox';

/**
 * `GET /wps/v2/wallets/balance` (token): money in integer minor units. `balance` is the main
 * wallet's available money (what a transfer to the upline may spend); `inGames` what the game
 * wallets of a multi-wallet merchant hold (0 on a single-wallet one). The player's money is
 * their sum, which the header shows.
 */
export const WalletBalance = Type.Object({
  balance: Type.Integer(),
  inGames: Type.Integer(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** A trial account's money (spec §6): demo money, not real currency; the site marks it. */
  demo: Type.Boolean(),
});
export type WalletBalance = Static<typeof WalletBalance>;
