import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CRASH_X100,
  crashPayout,
  crashPoint,
  crashPointFromHmac,
  newServerSeed,
  seedHash,
} from './crash-math';
import { browserCrashFunctions } from '../../testing/sandbox';

describe('crash maths', () => {
  it.each([
    ['0000000000000', 100, 'h = 0: instant crash'],
    ['0000000000064', 100, 'h = 100: divisible by 100, instant crash'],
    ['0000000000065', 100, 'h = 101: just above 1.00x, floors to 1.00x'],
    ['8000000000000', 200, 'h = E/2 → 2.00x'],
    ['c000000000000', 400, 'h = 3E/4 → 4.00x'],
    ['e666666666666', 999, 'h ≈ 0.9E → just under 10x'],
    ['fffffffffffff', MAX_CRASH_X100, 'h = E - 1 → capped'],
  ])('%s → %i (%s)', (hex, expected) => {
    expect(crashPointFromHmac(`${hex}${'0'.repeat(51)}`)).toBe(expected);
  });

  it('pays stake × cash-out when the round reached it, nothing otherwise', () => {
    expect(crashPayout(1_000, 200, 200)).toBe(2_000);
    expect(crashPayout(1_000, 201, 200)).toBe(0);
    expect(crashPayout(333, 150, 1_000)).toBe(499);
    expect(crashPayout(1_000, 101, 100)).toBe(0);
  });

  it('returns about 99% at any cash-out over many deterministic rounds', () => {
    const points = Array.from({ length: 20_000 }, (_, i) => crashPoint('fixed-seed', 'client', i));
    for (const cashout of [101, 150, 200, 500]) {
      const paid = points.reduce((sum, point) => sum + crashPayout(100, cashout, point), 0);
      expect(paid / (100 * points.length)).toBeGreaterThan(0.96);
      expect(paid / (100 * points.length)).toBeLessThan(1.0);
    }
    // 1.00x: the 1% instant crashes plus the ~1% of rounds that end below 1.01x.
    const flat = points.filter((point) => point === 100).length / points.length;
    expect(flat).toBeGreaterThan(0.015);
    expect(flat).toBeLessThan(0.025);
  });

  it('hashes a fresh 256-bit seed to 64 hex digits', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
  });

  it("agrees with the page's own verify script for any seeds and nonce", async () => {
    const browser = browserCrashFunctions();
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (serverSeed, clientSeed, nonce) => {
          expect(await browser.tesseraCrashPoint(serverSeed, clientSeed, nonce)).toBe(
            crashPoint(serverSeed, clientSeed, nonce),
          );
          expect(await browser.tesseraSeedHash(serverSeed)).toBe(seedHash(serverSeed));
        },
      ),
      { numRuns: 300 },
    );
  });
});
