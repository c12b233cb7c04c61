import type { AmountProblem, ParsedAmount } from '@tessera/domain';
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

/**
 * The inline problems of a form that spends the available balance behind the withdrawal
 * password (a withdrawal, a transfer to the upline): an amount above the maximum reads as more
 * than the member has, and the password is required.
 */
export function spendProblems(
  t: TFunction,
  parsed: ParsedAmount,
  password: string,
  money: (amount: number) => string,
): { amount?: string; password?: string } {
  return {
    amount: parsed.ok
      ? undefined
      : parsed.problem.reason === 'aboveMax'
        ? t('cashier.amountAboveBalance')
        : amountMessage(t, parsed.problem, money),
    password: password ? undefined : t('validation.required'),
  };
}
