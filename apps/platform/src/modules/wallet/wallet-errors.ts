import { ApiError } from '../../core/http/api-error';

/** Why a wallet transaction conflicts, for callers that answer in another protocol (PAM). */
export type ConflictReason =
  | 'duplicate'
  | 'settled'
  | 'cancelled'
  | 'no-bet'
  | 'not-a-bet'
  | 'round-of-another'
  | 'round-exists';

/** 409 TRANSACTION_CONFLICT, with the reason as a value callers can branch on. */
export class WalletConflict extends ApiError {
  constructor(
    message: string,
    readonly reason: ConflictReason,
  ) {
    super(409, 'TRANSACTION_CONFLICT', message);
  }
}

/** 409: a txnId reused with other content, or a transaction the round's state forbids. */
export const conflict = (message: string, reason: ConflictReason) =>
  new WalletConflict(message, reason);

/** 409: a bet above the balance; nothing was booked. */
export const insufficientBalance = () =>
  new ApiError(409, 'INSUFFICIENT_BALANCE', 'The bet is above the balance');

/**
 * A bet the player's protection refused (`protection_bet_refusal`, its source in the protection
 * module's `sql/`): 403
 * SELF_EXCLUDED / TIMED_OUT with `until`, or 409 LOSS_LIMIT_EXCEEDED with the period, the limit
 * and what remains. Nothing was booked.
 */
export function protectionRefusal(refusal: string): ApiError {
  const { code, ...value } = JSON.parse(refusal) as { code: string } & Record<string, unknown>;
  if (code === 'LOSS_LIMIT_EXCEEDED')
    return new ApiError(409, code, `Over the ${String(value.period)} loss limit`, { value });
  const ends = new Date(String(value.until)).toISOString();
  const until = { until: ends };
  if (code === 'TIMED_OUT')
    return new ApiError(403, code, `Taking a time-out until ${ends}`, { value: until });
  return new ApiError(403, 'SELF_EXCLUDED', `Self-excluded until ${ends}`, { value: until });
}

/** 404: a credit for a round this member never bet in. */
export const unknownRound = () => new ApiError(404, 'NOT_FOUND', 'Unknown round');

/** PostgreSQL's unique_violation: two callers raced for one key and this one lost. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
