/**
 * PAM amounts are decimals in the currency's major unit ("up to 6 decimal places"); the
 * platform keeps integer minor units. JSON gives the amount as a double, whose shortest
 * round-trip text (`String(n)`) is the decimal the aggregator wrote whenever that had at most
 * 15 significant digits. So the text is converted digit by digit, never by multiplying floats,
 * and anything that cannot be converted exactly is refused: more significant digits than a
 * double keeps, more decimals than 6 or than the currency has, or beyond 2^53 minor units.
 */

/** Exponents already worked out: an Intl formatter is costly to make, and every call asks. */
const exponents = new Map<string, number>();

/** Decimal places of an ISO 4217 currency (BDT 2, JPY 0, BHD 3). */
export function currencyExponent(currency: string): number {
  const known = exponents.get(currency);
  if (known !== undefined) return known;
  let exponent = 2;
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    exponent = format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not an ISO 4217 code Intl knows: the common 2 decimals.
  }
  exponents.set(currency, exponent);
  return exponent;
}

const MAX_SIGNIFICANT = 15;
const MAX_DECIMALS = 6;

/** `amount` in minor units (sign kept), or null when it does not convert exactly. */
export function toMinor(amount: number, exponent: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const text = String(Math.abs(amount));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null; // exponent notation: below 1e-6 or above 1e21
  const [, whole = '0', fraction = ''] = match;
  const significant = `${whole}${fraction}`.replace(/^0+/, '');
  if (significant.length > MAX_SIGNIFICANT || fraction.length > MAX_DECIMALS) return null;
  if (fraction.length > exponent) return null;
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return amount < 0 ? -Number(minor) : Number(minor);
}

/** Minor units as the PAM decimal amount (the nearest double to the exact decimal). */
export function fromMinor(minor: number, exponent: number): number {
  if (exponent === 0) return minor;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const text = `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return minor < 0 ? -Number(text) : Number(text);
}
