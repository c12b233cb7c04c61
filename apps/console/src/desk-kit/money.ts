import { minorUnitDigits } from '@tessera/ui';
import { numberFormat } from '@tessera/i18n';

/** Integer minor units in `currency`, in the reader's language (digits, separators, sign). */
export function formatMinor(language: string, amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

/** An amount typed in major units ("1250.50") as minor units, or null when it is not one. */
export function parseMajor(text: string, currency: string, allowNegative = false): number | null {
  const digits = minorUnitDigits(currency);
  const value = text.trim().replace(/,/g, '');
  const pattern = new RegExp(
    `^${allowNegative ? '-?' : ''}[0-9]{1,12}${digits > 0 ? `(\\.[0-9]{1,${digits}})?` : ''}$`,
  );
  if (!pattern.test(value)) return null;
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return value.startsWith('-') ? -minor : minor;
}

/** Minor units as the major-unit text a field shows ("1250.5" → "1250.50"). */
export function toMajorText(amount: number | null, currency: string): string {
  if (amount === null) return '';
  const digits = minorUnitDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** How long ago: minutes under an hour, hours under two days, then days. */
export function formatAge(language: string, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** Minor units of a currency the call does not name (thresholds, held adjustments): 2 decimals. */
export function formatPlain(language: string, amount: number): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount / 100,
  );
}
/** The currency whose digits plain amounts are typed with (two decimals). */
export const PLAIN = 'USD';
