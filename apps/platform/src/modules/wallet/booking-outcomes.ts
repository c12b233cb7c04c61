import type { ApiError } from '../../core/http/api-error';
import { launchEnded } from './launch-sessions';
import { conflict, insufficientBalance, protectionRefusal, unknownRound } from './wallet-errors';

/**
 * Every outcome the wallet's booking functions answer (`wallet_debit`, `wallet_credit`, …; their
 * sources in `sql/`). Defined once: the SQL writes them from here (`outcomeSql`), the row types
 * derive from here, and `walletRefusal` is their one mapping to a reply.
 */
export const WALLET_OUTCOMES = [
  'booked',
  // The txn id was booked before: the row is the stored one, and the caller compares content.
  'replay',
  'cancelled',
  'insufficient',
  // The player's protection refused the bet: the refusal's JSON is in `ref_txn_id`.
  'refused',
  'round-of-another',
  // The round's status is in `ref_txn_id`.
  'round-closed',
  'session-ended',
  'unknown-round',
  'no-bet',
  'round-exists',
  'not-a-bet',
] as const;

export type WalletOutcome = (typeof WALLET_OUTCOMES)[number];

/** A refusal: every outcome but a booking and a replay. */
export type WalletRefusal = Exclude<WalletOutcome, 'booked' | 'replay'>;

/** The outcome as a SQL string literal, for the functions' sources. */
export const outcomeSql = (outcome: WalletOutcome) => `'${outcome}'`;

export const isWalletRefusal = (outcome: string): outcome is WalletRefusal =>
  outcome !== 'booked' &&
  outcome !== 'replay' &&
  (WALLET_OUTCOMES as readonly string[]).includes(outcome);

/**
 * The wallet's error for each refusal, from the row's `ref_txn_id` (`detail`): the round's
 * status of `round-closed`, the protection refusal's JSON of `refused`. Nothing was booked.
 */
export const walletRefusal: Record<WalletRefusal, (detail: string | null) => ApiError> = {
  cancelled: () => conflict('The transaction was cancelled before it arrived', 'cancelled'),
  insufficient: () => insufficientBalance(),
  refused: (refusal) => protectionRefusal(refusal ?? '{}'),
  'round-of-another': () => conflict('The round belongs to another player', 'round-of-another'),
  'round-closed': (status) =>
    conflict(`The round is already ${status}`, status === 'cancelled' ? 'cancelled' : 'settled'),
  'session-ended': () => launchEnded(),
  'unknown-round': () => unknownRound(),
  'no-bet': () => conflict('The round has no bet to settle', 'no-bet'),
  'round-exists': () => conflict('A round of this id exists already', 'round-exists'),
  'not-a-bet': () => conflict('The cancelled transaction is not a bet of this round', 'not-a-bet'),
};
