import { PlatformError } from '@tessera/sdk';
import type { ParseKeys } from 'i18next';

/** The i18n key of what went wrong: the catalogue message, or "unknown" for anything else. */
export function errorKey(error: unknown): ParseKeys {
  return error instanceof PlatformError ? `errors.${error.code}` : 'errors.unknown';
}
