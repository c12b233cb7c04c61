import { PlatformError } from '@tessera/sdk';
import type { ParseKeys } from 'i18next';

/** The i18n key of what went wrong: the catalogue message, or "unknown" for anything else. */
export function errorKey(error: unknown): ParseKeys {
  return error instanceof PlatformError ? `errors.${error.code}` : 'errors.unknown';
}

/** What a catalogue message may interpolate, e.g. `minutes` until a refused try may be retried. */
export type ErrorValues = Record<string, number>;

/** The values of a refusal's message: `minutes` from a 429's `retryAfter` (rounded up). */
export function errorValues(error: unknown): ErrorValues {
  if (!(error instanceof PlatformError)) return {};
  const retryAfter = (error.details as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof retryAfter === 'number' ? { minutes: Math.max(1, Math.ceil(retryAfter / 60)) } : {};
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
