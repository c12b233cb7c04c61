import { ApiError } from './api-error';

/** The catalogue codes a 429 answers with. */
export type RateLimitCode =
  'RATE_LIMITED' | 'SMS_TOO_MANY' | 'SMS_QUOTA' | 'LOGIN_LOCKED' | 'TOO_MANY_TRIES';

/**
 * A 429 carrying its Retry-After; the errors plugin copies it into the header. The envelope's
 * value says it too (`retryAfter`, seconds), so the site can tell the player when to try again.
 */
export class RateLimitError extends ApiError {
  constructor(
    code: RateLimitCode,
    message: string,
    readonly retryAfter: number,
    value: object = {},
  ) {
    super(429, code, message, {
      headers: { 'retry-after': String(retryAfter) },
      value: { ...value, retryAfter },
    });
  }
}

export function rateLimited(
  code: RateLimitCode,
  message: string,
  retryAfter: number,
  value?: object,
): RateLimitError {
  return new RateLimitError(code, message, Math.max(1, retryAfter), value);
}
