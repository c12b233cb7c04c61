import { numberFormat } from '@tessera/i18n';

/** Decimals of a currency's minor unit (2 for BDT and BRL, 0 for JPY), as Intl knows them. */
export function minorUnitDigits(currency: string): number {
  const options = numberFormat('en', { style: 'currency', currency }).resolvedOptions();
  return options.maximumFractionDigits ?? 2;
}

/**
 * Integer minor units as an exact decimal string ("12345", 2 → "123.45"). Intl formats such
 * strings without passing through a float, so large balances never gain or lose a cent.
 * @throws RangeError when `amount` is not a safe integer
 */
export function minorToDecimal(amount: number, digits: number): `${number}` {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an integer amount: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}` as `${number}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}` as `${number}`;
}

/**
 * A money amount for `language`: its digits, grouping and symbol placement. `symbol` replaces
 * the currency sign Intl would pick, for brands that show "৳" or "Tk" by choice.
 */
export function formatAmount(
  amount: number,
  currency: string,
  language: string,
  symbol?: string,
): string {
  const digits = minorUnitDigits(currency);
  const format = numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format
    .formatToParts(minorToDecimal(amount, digits))
    .map((part) => (part.type === 'currency' && symbol !== undefined ? symbol : part.value))
    .join('');
}

/**
 * Minor units as money with two decimals and the locale's grouping, without a currency sign
 * (the jackpot and winners show the sign apart). Whole and cent parts are formatted separately
 * from integers, so values beyond 2^53 / 100 do not drift.
 */
export function formatMoney(minor: number | bigint, language: string): string {
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  const whole = numberFormat(language, { maximumFractionDigits: 0 }).format(abs / 100n);
  const cents = numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  const decimal =
    numberFormat(language)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return `${value < 0n ? '-' : ''}${whole}${decimal}${cents.format(abs % 100n)}`;
}

/** Parts of a formatted number that make up the number itself (not sign, symbol or spacing). */
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * `amount` (already written in the reader's digits, e.g. by formatMoney) with the currency sign
 * where `language` writes it, as formatAmount does: before in English ("₱1,234.50"), after in
 * Bengali ("১,২৩৪.৫০৳"), with the locale's spacing. For amounts shown apart from formatAmount
 * (the jackpot, the winners), so the sign never stands on one side here and the other there.
 */
export function withCurrencySign(
  amount: string,
  currency: string,
  language: string,
  symbol?: string,
): string {
  const parts = numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  let written = false;
  return parts
    .map((part) => {
      if (part.type === 'currency') return symbol ?? part.value;
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (written) return '';
      written = true;
      return amount;
    })
    .join('');
}

/** Whether `language` writes the currency sign before the number ("₱1.00") or after ("১.০০৳"). */
export function currencySignFirst(currency: string, language: string): boolean {
  const types = numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .map((part) => part.type);
  return types.indexOf('currency') < types.indexOf('integer');
}
