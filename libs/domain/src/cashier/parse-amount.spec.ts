import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, quickAmounts } from './parse-amount';

const bounds = { min: 10_000, max: 2_500_000 };

describe('parseAmount (2 decimals, 100.00 to 25,000.00)', () => {
  it.each([
    ['500', { ok: true, minor: 50_000 }],
    [' 500.5 ', { ok: true, minor: 50_050 }],
    ['0.29e0', { ok: false, problem: { reason: 'notNumber' } }],
    ['100', { ok: true, minor: 10_000 }],
    ['1,000', { ok: true, minor: 100_000 }],
    ['1,000.50', { ok: true, minor: 100_050 }],
    ['500,50', { ok: false, problem: { reason: 'notNumber' } }],
    ['1,00', { ok: false, problem: { reason: 'notNumber' } }],
    ['25000.00', { ok: true, minor: 2_500_000 }],
    ['300.10', { ok: true, minor: 30_010 }],
    ['300.', { ok: true, minor: 30_000 }],
    ['৫০০.৫০', { ok: true, minor: 50_050 }],
    ['١٠٠٠', { ok: true, minor: 100_000 }],
    ['', { ok: false, problem: { reason: 'required' } }],
    ['   ', { ok: false, problem: { reason: 'required' } }],
    ['abc', { ok: false, problem: { reason: 'notNumber' } }],
    ['12a', { ok: false, problem: { reason: 'notNumber' } }],
    ['.5', { ok: false, problem: { reason: 'notNumber' } }],
    ['1.2.3', { ok: false, problem: { reason: 'notNumber' } }],
    ['-500', { ok: false, problem: { reason: 'negative' } }],
    ['0', { ok: false, problem: { reason: 'negative' } }],
    ['0.00', { ok: false, problem: { reason: 'negative' } }],
    ['500.123', { ok: false, problem: { reason: 'decimals', digits: 2 } }],
    ['99.99', { ok: false, problem: { reason: 'belowMin', min: 10_000 } }],
    ['25000.01', { ok: false, problem: { reason: 'aboveMax', max: 2_500_000 } }],
    ['99999999999999999999', { ok: false, problem: { reason: 'aboveMax', max: 2_500_000 } }],
  ])('%j → %j', (text, expected) => {
    expect(parseAmount(text, 2, bounds)).toEqual(expected);
  });

  it('a currency without decimals refuses any fraction but trailing zeros', () => {
    expect(parseAmount('500', 0, { min: 1, max: 1000 })).toEqual({ ok: true, minor: 500 });
    expect(parseAmount('500.0', 0, { min: 1, max: 1000 })).toEqual({ ok: true, minor: 500 });
    expect(parseAmount('500.5', 0, { min: 1, max: 1000 })).toMatchObject({ ok: false });
  });

  it('reads back every amount it would format, exactly (no float rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 13 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(parseAmount(text, 2, { min: 1, max: 10 ** 13 })).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('quickAmounts', () => {
  it('starts at the min and steps 1-2-5 within the max', () => {
    expect(quickAmounts(2, bounds)).toEqual([10_000, 20_000, 50_000, 100_000, 200_000]);
    expect(quickAmounts(2, { min: 10_000, max: 30_000 })).toEqual([10_000, 20_000]);
    expect(quickAmounts(0, { min: 150, max: 1000 }, 3)).toEqual([150, 200, 500]);
  });
});
