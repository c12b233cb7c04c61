import { describe, expect, it } from 'vitest';
import { currencyExponent, fromMinor, toMinor } from './pam-amounts';

describe('PAM amounts to minor units', () => {
  it('converts decimals of up to 6 places exactly, digit by digit', () => {
    expect(toMinor(1236.12, 2)).toBe(123_612);
    expect(toMinor(0.3, 2)).toBe(30);
    expect(toMinor(1.1, 2)).toBe(110);
    expect(toMinor(19.99, 2)).toBe(1999);
    expect(toMinor(1236.123456, 6)).toBe(1_236_123_456);
    expect(toMinor(5, 0)).toBe(5);
    expect(toMinor(-2.5, 2)).toBe(-250);
    expect(toMinor(0, 2)).toBe(0);
  });

  it('refuses what does not convert exactly', () => {
    expect(toMinor(1.005, 2)).toBeNull(); // a third decimal in a 2-decimal currency
    expect(toMinor(1.1234567, 6)).toBeNull(); // more than 6 decimals
    expect(toMinor(0.0000001, 6)).toBeNull(); // exponent notation
    expect(toMinor(1e300, 2)).toBeNull();
    expect(toMinor(123456789012.3456, 6)).toBeNull(); // more digits than a double keeps
    expect(toMinor(Number.NaN, 2)).toBeNull();
    expect(toMinor(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(toMinor(90_071_992_547_410, 2)).toBeNull(); // beyond 2^53 minor units
  });

  it("answers minor units as decimals and knows each currency's decimals", () => {
    expect(fromMinor(123_612, 2)).toBe(1236.12);
    expect(fromMinor(5, 2)).toBe(0.05);
    expect(fromMinor(-250, 2)).toBe(-2.5);
    expect(fromMinor(7, 0)).toBe(7);
    expect([currencyExponent('BDT'), currencyExponent('JPY'), currencyExponent('BHD')]).toEqual([
      2, 0, 3,
    ]);
  });
});
