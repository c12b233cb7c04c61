import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';
import { TurnoverProgress } from './turnover';

/** The merchant's smallest and largest withdrawal, minor units. */
export const WithdrawalLimits = Type.Object({ min: Type.Integer(), max: Type.Integer() });
export type WithdrawalLimits = Static<typeof WithdrawalLimits>;

/**
 * `GET /wps/v2/cashier/withdrawals/overview` (token): what the Withdraw page needs before the
 * member types anything. `passwordTriesLeft` counts wrong withdrawal passwords still allowed in
 * the throttle's window; `passwordLockedUntil` (ISO) is set while they are used up. `limits` is
 * null when the merchant takes no withdrawals; `available` is the main wallet's balance minus held
 * money, `inGames` what the game wallets hold: a withdrawal may take up to their sum, the
 * platform brings the game wallets' money back to main first.
 */
export const WithdrawalOverview = Type.Object({
  passwordSet: Type.Boolean(),
  passwordTriesLeft: Type.Integer(),
  passwordLockedUntil: Nullable(Type.String()),
  limits: Nullable(WithdrawalLimits),
  available: Type.Integer(),
  inGames: Type.Integer(),
  turnover: TurnoverProgress,
});
export type WithdrawalOverview = Static<typeof WithdrawalOverview>;
