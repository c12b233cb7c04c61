import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime } from './format-date-time';
import { currencySignFirst, formatAmount, formatMoney, withCurrencySign } from './format-amount';

describe('one way to write dates, countdowns and currency signs', () => {
  it('writes an ISO instant in the merchant zone and the reader digits, never raw', () => {
    const text = formatDateTime('2026-11-29T05:53:41.589Z', 'bn', 'Asia/Dhaka');
    expect(text).not.toContain('2026');
    expect(text).not.toContain('T05');
    // 11:53 in Dhaka (UTC+6), in Bengali digits.
    expect(text).toContain('১১:৫৩');
    expect(text).toContain('২০২৬');
    expect(formatDateTime('2026-11-29T05:53:41.589Z', 'en', 'Asia/Dhaka')).toBe(
      'Nov 29, 2026, 11:53 AM',
    );
  });

  it('writes a wall-clock time of the records as it stands, in the reader digits', () => {
    expect(formatDateTime('2026-11-29 10:05:00', 'en', 'Asia/Manila')).toBe(
      'Nov 29, 2026, 10:05 AM',
    );
    expect(formatDateTime('2026-11-29 10:05:00', 'bn')).toContain('১০:০৫');
    expect(formatDateTime('not a date', 'bn')).toBe('not a date');
  });

  it('counts down in the reader digits', () => {
    expect(formatCountdown(29 * 60 + 5, 'en')).toBe('29:05');
    expect(formatCountdown(29 * 60 + 5, 'bn')).toBe('২৯:০৫');
    expect(formatCountdown(3909, 'bn')).toBe('১:০৫:০৯');
  });

  it('puts the sign where formatAmount puts it, for amounts written apart', () => {
    expect(withCurrencySign(formatMoney(123_450, 'bn'), 'BDT', 'bn', '৳')).toBe(
      formatAmount(123_450, 'BDT', 'bn', '৳'),
    );
    expect(withCurrencySign(formatMoney(123_450, 'en'), 'PHP', 'en')).toBe(
      formatAmount(123_450, 'PHP', 'en'),
    );
    expect(withCurrencySign(formatMoney(123_450, 'pt'), 'PHP', 'pt')).toBe(
      formatAmount(123_450, 'PHP', 'pt'),
    );
    expect(currencySignFirst('BDT', 'bn')).toBe(false);
    expect(currencySignFirst('BDT', 'en')).toBe(true);
  });
});
