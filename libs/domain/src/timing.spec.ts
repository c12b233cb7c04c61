import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secondsLeft, smsCountdownSeconds, throttleAllows } from './timing';

describe('smsCountdownSeconds', () => {
  it.each([
    [undefined, 60],
    [1, 60],
    [2, 120],
    [5, 300],
    [0.5, 30],
    [0, 60],
    [-3, 60],
    [Number.NaN, 60],
    [Number.POSITIVE_INFINITY, 60],
  ])('%s minutes → %i s', (minutes, seconds) => {
    expect(smsCountdownSeconds(minutes)).toBe(seconds);
  });
});

describe('throttleAllows', () => {
  it.each([
    [null, 0, true],
    [1000, 1999, false],
    [1000, 2000, true],
    [1000, 1000, false],
    [1000, 5000, true],
    [5000, 1000, true],
  ])('last %s, now %i → %s', (lastAt, now, allowed) => {
    expect(throttleAllows(lastAt, now, 1000)).toBe(allowed);
  });

  it('never allows two calls closer than the interval', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(5000), fc.integer({ min: 1, max: 5000 }), (last, gap, min) => {
        expect(throttleAllows(last, last + gap, min)).toBe(gap >= min);
      }),
    );
  });
});

describe('secondsLeft', () => {
  it.each([
    [0, 0, 60, 60],
    [0, 1, 60, 60],
    [0, 1000, 60, 59],
    [0, 59_001, 60, 1],
    [0, 60_000, 60, 0],
    [0, 90_000, 60, 0],
    [1000, 0, 60, 60],
  ])('started %i, now %i, total %i → %i', (startedAt, now, total, left) => {
    expect(secondsLeft(startedAt, now, total)).toBe(left);
  });
});
