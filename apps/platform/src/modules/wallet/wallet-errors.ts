import { ApiError } from '../../core/http/api-error';

/** 409: a txnId reused with other content, or a transaction the round's state forbids. */
export const conflict = (message: string) => new ApiError(409, 'TRANSACTION_CONFLICT', message);

/** 409: a bet above the balance; nothing was booked. */
export const insufficientBalance = () =>
  new ApiError(409, 'INSUFFICIENT_BALANCE', 'The bet is above the balance');

/** 404: a credit for a round this member never bet in. */
export const unknownRound = () => new ApiError(404, 'NOT_FOUND', 'Unknown round');

/** PostgreSQL's unique_violation: two callers raced for one key and this one lost. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
