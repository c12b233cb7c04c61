import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JACKPOT_RANGE, jackpotStart, jackpotStep } from './jackpot';

/** A `random` replaying fixed values, so each draw is chosen by the test. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};
const unit = fc.double({ min: 0, max: 1, noNaN: true });

describe('jackpotStart', () => {
  it.each([
    [0, 2_000_000_000],
    [0.5, 2_050_000_000],
    [0.999999999999, 2_100_000_000],
    [1, 2_100_000_000],
  ])('random %s → %s', (r, expected) => expect(jackpotStart(seq(r))).toBe(expected));

  it('is always an integer in range', () => {
    fc.assert(
      fc.property(unit, (r) => {
        const v = jackpotStart(() => r);
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(JACKPOT_RANGE.minMinor);
        expect(v).toBeLessThanOrEqual(JACKPOT_RANGE.maxMinor);
      }),
    );
  });
});

describe('jackpotStep', () => {
  it.each([
    [0, 0, { addMinor: 10_000, delayMs: 3000 }],
    [0.5, 0.5, { addMinor: 30_000, delayMs: 4000 }],
    [0.99, 0.99, { addMinor: 49_600, delayMs: 5000 }],
    [1, 1, { addMinor: 50_000, delayMs: 5000 }],
  ])('random %s, %s → %j', (a, b, expected) => expect(jackpotStep(seq(a, b))).toEqual(expected));

  it('always adds 100–500 whole units after 3, 4 or 5 s', () => {
    fc.assert(
      fc.property(unit, unit, (a, b) => {
        const { addMinor, delayMs } = jackpotStep(seq(a, b));
        expect(addMinor % 100).toBe(0);
        expect(addMinor).toBeGreaterThanOrEqual(10_000);
        expect(addMinor).toBeLessThanOrEqual(50_000);
        expect([3000, 4000, 5000]).toContain(delayMs);
      }),
    );
  });
});
