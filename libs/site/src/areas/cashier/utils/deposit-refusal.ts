import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import type { TFunction } from 'i18next';

const isPeriod = (value: unknown): value is DepositLimitPeriod =>
  DEPOSIT_LIMIT_PERIODS.includes(value as DepositLimitPeriod);

/**
 * A deposit over the member's own limit names the limit and what may still go in, from the
 * refusal's value; undefined for any other error (the plain catalogue text then reads).
 */
export function depositRefusal(
  t: TFunction,
  error: Error | null,
  money: (amount: number) => string,
): string | undefined {
  if (!(error instanceof PlatformError) || error.code !== 'DEPOSIT_LIMIT_EXCEEDED')
    return undefined;
  const value = error.details as { period?: unknown; remaining?: unknown } | null;
  if (!isPeriod(value?.period) || typeof value.remaining !== 'number') return undefined;
  return t('records.limitExceeded', {
    period: t(`records.${value.period}`),
    remaining: money(value.remaining),
  });
}
