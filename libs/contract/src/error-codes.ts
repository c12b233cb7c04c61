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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
