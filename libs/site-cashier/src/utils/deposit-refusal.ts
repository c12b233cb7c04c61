import { LIMIT_PERIODS, type LimitPeriod } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import type { ParseKeys, TFunction } from 'i18next';

/** Each limit period's name, as the deposit limits page titles it and a refusal names it. */
export const LIMIT_PERIOD_NAME: Record<LimitPeriod, ParseKeys> = {
  daily: 'cashier.limitDaily',
  weekly: 'cashier.limitWeekly',
  monthly: 'cashier.limitMonthly',
};

const isPeriod = (value: unknown): value is LimitPeriod =>
  LIMIT_PERIODS.includes(value as LimitPeriod);

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
  return t('cashier.limitExceeded', {
    period: t(LIMIT_PERIOD_NAME[value.period]),
    remaining: money(value.remaining),
  });
}
