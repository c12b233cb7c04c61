import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRollingValue, ROLLING_INTERVAL_MS, rollingStart } from './rolling-number';

describe('nextRollingValue', () => {
  it('ticks every 3 seconds', () => expect(ROLLING_INTERVAL_MS).toBe(3000));

  it.each<[number, number, number | undefined, number]>([
    [0, 0, undefined, 1],
    [0, 1, undefined, 1],
    [999, 0.9, undefined, 1000],
    [100_000, 0, undefined, 100_001],
    [100_000, 0.5, undefined, 100_051],
    [100_000, 1, undefined, 100_100],
    [100_000, 0.5, 100_010, 100_010],
    [100_000, 0.5, 50, 100_000],
    [12.7, 0, undefined, 13],
    [-5, 0, undefined, 1],
  ])('%s with random %s, ceiling %s → %s', (current, r, ceiling, expected) => {
    expect(nextRollingValue(current, () => r, ceiling)).toBe(expected);
  });

  it('grows by 1 up to 0.1% and stays an integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (current, r) => {
          const next = nextRollingValue(current, () => r);
          expect(Number.isInteger(next)).toBe(true);
          expect(next - current).toBeGreaterThanOrEqual(1);
          expect(next - current).toBeLessThanOrEqual(Math.max(1, Math.floor(current / 1000)));
        },
      ),
    );
  });
});

describe('rollingStart', () => {
  it('is steady per game and within 10,000.00–99,999.99', () => {
    for (const nodeId of [0, 1, 2, 999_999, 123_456_789]) {
      expect(rollingStart(nodeId)).toBe(rollingStart(nodeId));
      expect(rollingStart(nodeId)).toBeGreaterThanOrEqual(1_000_000);
      expect(rollingStart(nodeId)).toBeLessThan(10_000_000);
    }
    expect(rollingStart(1)).not.toBe(rollingStart(2));
  });
});
