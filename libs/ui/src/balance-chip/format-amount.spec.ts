import { describe, expect, it } from 'vitest';
import { formatAmount, minorToDecimal, minorUnitDigits } from './format-amount';

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
