import type { AmountProblem } from '@tessera/domain';
import type { TFunction } from 'i18next';

/** The inline message of an amount that cannot be sent, its bounds in the member's money. */
export function amountMessage(
  t: TFunction,
  problem: AmountProblem,
  money: (amount: number) => string,
): string {
  switch (problem.reason) {
    case 'required':
      return t('cashier.amountRequired');
    case 'notNumber':
      return t('cashier.amountNotNumber');
    case 'negative':
      return t('cashier.amountNegative');
    case 'decimals':
      return t('cashier.amountDecimals', { count: problem.digits });
    case 'belowMin':
      return t('cashier.amountBelowMin', { min: money(problem.min) });
    case 'aboveMax':
      return t('cashier.amountAboveMax', { max: money(problem.max) });
  }
}
