import { PlatformError } from '@tessera/sdk';
import type { ParseKeys } from 'i18next';

/** The i18n key of what went wrong: the catalogue message, or "unknown" for anything else. */
export function errorKey(error: unknown): ParseKeys {
  return error instanceof PlatformError ? `errors.${error.code}` : 'errors.unknown';
}

/**
 * What a catalogue message may interpolate, e.g. `minutes` until a refused try may be retried,
 * or `until` when a self-exclusion or time-out ends.
 */
export type ErrorValues = Record<string, number | string>;

/**
 * The values of a refusal's message: `minutes` from a 429's `retryAfter` (rounded up), and
 * `until` (a date and time in the reader's locale) from a SELF_EXCLUDED or TIMED_OUT refusal.
 */
export function errorValues(error: unknown): ErrorValues {
  if (!(error instanceof PlatformError)) return {};
  const details = error.details as { retryAfter?: unknown; until?: unknown } | null;
  const values: ErrorValues = {};
  if (typeof details?.retryAfter === 'number')
    values.minutes = Math.max(1, Math.ceil(details.retryAfter / 60));
  if (typeof details?.until === 'string')
    values.until = new Date(details.until).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  return values;
}

/** A failure as the page shows it: its message key and the values the message needs. */
export interface ShownError {
  key: ParseKeys;
  values: ErrorValues;
}

/** The key and values of a failure. */
export const shownError = (error: unknown): ShownError => ({
  key: errorKey(error),
  values: errorValues(error),
});
