import { minorToDecimal } from '@tessera/ui';

/** Minor units as the amount field shows them: "500" for 50000 at 2 decimals, "500.5" for 50050. */
export function amountText(amount: number, digits: number): string {
  const decimal = minorToDecimal(amount, digits);
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}
