import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FAIR_RANGE, fairInteger, fairMessage, weightedIndex } from './provably-fair';

const hmac = (seed: string, message: string) =>
  createHmac('sha256', seed).update(message).digest('hex');
const hexOf = (h: bigint) => h.toString(16).padStart(13, '0') + '0'.repeat(51);

describe('provably-fair maths', () => {
  it('reads h from the first 13 hex digits and builds the message as clientSeed:nonce', () => {
    expect(fairInteger(`0000000000001${'f'.repeat(51)}`)).toBe(1n);
    expect(fairInteger('f'.repeat(64))).toBe(FAIR_RANGE - 1n);
    expect(fairMessage('lucky', 7)).toBe('lucky:7');
    expect(() => fairInteger('zz')).toThrow();
  });

  it.each([
    [0n, [1, 1], 0],
    [FAIR_RANGE / 2n - 1n, [1, 1], 0],
    [FAIR_RANGE / 2n, [1, 1], 1],
    [FAIR_RANGE - 1n, [1, 1], 1],
    [0n, [0, 5, 5], 1],
    [FAIR_RANGE - 1n, [3, 1, 0], 1],
    [(FAIR_RANGE * 3n) / 4n, [3, 1], 1],
  ])('h = %s over weights %j picks %i', (h, weights, expected) => {
    expect(weightedIndex(hexOf(h), weights)).toBe(expected);
  });

  it('refuses weights that pick nothing', () => {
    expect(() => weightedIndex(hexOf(1n), [])).toThrow();
    expect(() => weightedIndex(hexOf(1n), [0, 0])).toThrow();
    expect(() => weightedIndex(hexOf(1n), [1, -1])).toThrow();
  });

  it('respects the weights over many draws (within 1.5 points of each share)', () => {
    const weights = [50, 30, 15, 5];
    const draws = 40_000;
    const counts = [0, 0, 0, 0];
    for (let nonce = 0; nonce < draws; nonce += 1) {
      const index = weightedIndex(hmac('server-seed', fairMessage('client', nonce)), weights);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    counts.forEach((count, index) => {
      expect(Math.abs((count / draws) * 100 - (weights[index] ?? 0))).toBeLessThan(1.5);
    });
  });

  it('never picks a prize of weight 0', () => {
    for (let nonce = 0; nonce < 5_000; nonce += 1)
      expect(weightedIndex(hmac('s', fairMessage('c', nonce)), [1, 0, 1])).not.toBe(1);
  });
});
