/**
 * The error catalogue: every code the platform can put in an envelope.
 * The site maps each one to the i18n key `errors.<CODE>`, so a new code needs a translation too.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'MERCHANT_REQUIRED',
  'MERCHANT_UNKNOWN',
  'NOT_FOUND',
  'INTERNAL',
  'NETWORK',
  /** 403: the caller's IP or country is blocked for this merchant. */
  'REGION_RESTRICTED',
  /** 503: the merchant (or its games) is under maintenance. */
  'MAINTENANCE',
  /** 403: signed in, but not allowed to do this. */
  'FORBIDDEN',
  /** 401: no valid session or credentials. */
  'UNAUTHORIZED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
