import type { TurnoverProgress } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import type { TFunction } from 'i18next';

/**
 * A withdrawal refused for bonus turnover names what remains, from the refusal's value;
 * undefined for any other error (the catalogue text then reads).
 */
export function turnoverRefusal(
  t: TFunction,
  error: Error | null,
  money: (amount: number) => string,
): string | undefined {
  if (!(error instanceof PlatformError) || error.code !== 'TURNOVER_NOT_MET') return undefined;
  const remaining = (error.details as Partial<TurnoverProgress> | null)?.remaining;
  if (typeof remaining !== 'number') return undefined;
  return t('cashier.turnoverNotMet', { remaining: money(remaining) });
}
