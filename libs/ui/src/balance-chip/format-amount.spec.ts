import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, minorToDecimal, minorUnitDigits } from './format-amount';

describe('minorToDecimal', () => {
  it.each([
    [0, 2, '0.00'],
    [5, 2, '0.05'],
    [99, 2, '0.99'],
    [100, 2, '1.00'],
    [12345, 2, '123.45'],
    [-5, 2, '-0.05'],
    [-12345, 2, '-123.45'],
    [1500, 0, '1500'],
    [1234, 3, '1.234'],
    [Number.MAX_SAFE_INTEGER, 2, '90071992547409.91'],
  ])('%i with %i decimals is %s', (amount, digits, expected) => {
    expect(minorToDecimal(amount, digits)).toBe(expected);
  });

  it('refuses fractions of a minor unit and unsafe integers', () => {
    expect(() => minorToDecimal(1.5, 2)).toThrow(RangeError);
    expect(() => minorToDecimal(2 ** 53, 2)).toThrow(RangeError);
  });

  it('round-trips every amount back to the same minor units', () => {
    for (let amount = -2000; amount <= 2000; amount += 7) {
      expect(Math.round(Number(minorToDecimal(amount, 2)) * 100)).toBe(amount);
    }
  });
});

describe('minorUnitDigits', () => {
  it.each([
    ['BDT', 2],
    ['BRL', 2],
    ['PHP', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %i', (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits);
  });
});

describe('formatAmount', () => {
  it.each([
    [123456, 'BDT', 'en', undefined, '৳1,234.56'],
    [123456, 'BDT', 'bn', undefined, '১,২৩৪.৫৬৳'],
    [123456, 'BRL', 'pt', undefined, 'R$ 1.234,56'],
    [123456, 'PHP', 'tl', undefined, '₱1,234.56'],
    [123456, 'BDT', 'en', 'Tk ', 'Tk 1,234.56'],
    [-500, 'BDT', 'en', undefined, '-৳5.00'],
    [1500, 'JPY', 'en', undefined, '¥1,500'],
    [Number.MAX_SAFE_INTEGER, 'BDT', 'en', undefined, '৳90,071,992,547,409.91'],
  ])('%i %s in %s (symbol %j) → %s', (amount, currency, language, symbol, expected) => {
    expect(formatAmount(amount, currency, language, symbol).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each<[number | bigint, string, string]>([
    [0, 'en-US', '0.00'],
    [5, 'en-US', '0.05'],
    [123_450, 'en-US', '1,234.50'],
    [-123_456, 'en-US', '-1,234.56'],
    [2_000_000_000, 'en-US', '20,000,000.00'],
    [Number.MAX_SAFE_INTEGER, 'en-US', '90,071,992,547,409.91'],
    [123_456_789_012_345_678_901n, 'en-US', '1,234,567,890,123,456,789.01'],
    [123_456_789, 'de-DE', '1.234.567,89'],
  ])('%s in %s → %s', (minor, locale, expected) => {
    expect(formatMoney(minor, locale)).toBe(expected);
  });

  it('uses the locale digits for cents too', () => {
    const text = formatMoney(1_234_507, 'bn');
    expect(text.endsWith(new Intl.NumberFormat('bn', { minimumIntegerDigits: 2 }).format(7))).toBe(
      true,
    );
  });
});
