import type { ApiError } from '../../core/http/api-error';
import { isWalletRefusal, WALLET_OUTCOMES, WalletConflict, walletRefusal } from '../wallet';
import { PamRefusal } from './pam-reply';

/**
 * Every outcome a PAM booking function answers (`pam_withdraw`, `pam_deposit`, `pam_cancel`;
 * sources in `sql/`): the wallet functions' outcomes, passed through, and the PAM's own.
 * Defined once: the SQL writes them from here (`pamOutcomeSql`), the row type derives from here.
 */
export const PAM_OUTCOMES = [
  ...WALLET_OUTCOMES,
  // A wallet txn id booked without a PAM row.
  'duplicate',
  'no-round',
  'not-found',
  'cancel-not-found',
  'non-withdraw',
  // The session the app took from its cache has changed: decide again on a fresh read.
  'stale',
] as const;

export type PamOutcome = (typeof PAM_OUTCOMES)[number];

/** The outcome as a SQL string literal, for the functions' sources. */
export const pamOutcomeSql = (outcome: PamOutcome) => `'${outcome}'`;

/**
 * A wallet error in the document's codes: the one translation, for the booking functions'
 * wallet refusals (through `walletRefusal`) and the wallet's own calls (a bet of no cash).
 */
export function refusalOfWalletError(error: ApiError): PamRefusal {
  if (error instanceof WalletConflict) {
    const code = {
      duplicate: 'PAM_ERR_DUPLICATE_TRANS',
      cancelled: 'PAM_ERR_TRANS_ALREADY_CANCELLED',
      settled: 'PAM_ERR_TRANS_ALREADY_SETTLED',
      'no-bet': 'PAM_ERR_TRANS_NOT_FOUND',
      // Nothing the document names.
      'not-a-bet': 'PAM_ERR_UNDEFINED',
      'round-of-another': 'PAM_ERR_UNDEFINED',
      'round-exists': 'PAM_ERR_UNDEFINED',
    } as const;
    return new PamRefusal(code[error.reason], error.message);
  }
  switch (error.code) {
    case 'INSUFFICIENT_BALANCE':
      return new PamRefusal('PAM_ERR_CASH_OVERDRAFT', error.message);
    case 'SELF_EXCLUDED':
    case 'TIMED_OUT':
    case 'LOSS_LIMIT_EXCEEDED':
      return new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', 'The player may not bet now');
    case 'NOT_FOUND':
      return new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', 'No bet of this player in the round');
    case 'SESSION_ENDED':
      return new PamRefusal('PAM_ERR_SESSION_EXPIRED', 'The player session has ended');
    default:
      return new PamRefusal('PAM_ERR_UNDEFINED', error.message);
  }
}

type PamOwnRefusal = Exclude<PamOutcome, (typeof WALLET_OUTCOMES)[number] | 'stale'>;

/** The document's refusal of each of the PAM's own refusals. */
const pamRefusals: Record<PamOwnRefusal, () => PamRefusal> = {
  duplicate: () =>
    new PamRefusal('PAM_ERR_DUPLICATE_TRANS', 'The transaction id was used for another'),
  'no-round': () => new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', 'No round named'),
  'not-found': () =>
    new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', 'No bet of this player in the round'),
  'cancel-not-found': () =>
    new PamRefusal('PAM_ERR_CANCEL_NOT_FOUND', 'No transaction with that providerBetRef'),
  'non-withdraw': () => new PamRefusal('PAM_ERR_CANCEL_NON_WITHDRAW', 'Not a withdraw to cancel'),
};

/**
 * The document's refusal of a booking's outcome: the PAM's own, or a wallet refusal as the
 * wallet answers it (`detail`: the round's status, or the protection refusal's JSON).
 */
export function pamRefusalOf(
  outcome: Exclude<PamOutcome, 'booked' | 'replay' | 'stale'>,
  detail: string | null,
): PamRefusal {
  return isWalletRefusal(outcome)
    ? refusalOfWalletError(walletRefusal[outcome](detail))
    : pamRefusals[outcome]();
}
