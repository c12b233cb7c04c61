import { PlatformError } from '@tessera/sdk';
import type { TFunction } from 'i18next';

/** What staff read for a failed call: the error code's message, translated. */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof PlatformError ? error.code : 'INTERNAL';
  const details =
    error instanceof PlatformError ? (error.details as { retryAfter?: number }) : null;
  const minutes = Math.max(1, Math.ceil((details?.retryAfter ?? 60) / 60));
  const key = `errors.${code}` as const;
  return t(key as 'errors.INTERNAL', { minutes, defaultValue: t('console.errorCode', { code }) });
}
