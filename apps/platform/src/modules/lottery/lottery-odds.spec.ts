import { describe, expect, it } from 'vitest';
import { lotteryDefinition, type LotteryDefinition } from './lottery-games';
import { RETURN_PERCENT, oddsHundredths, payoutOf, wins } from './lottery-odds';
import { LOTTERY_BET_TYPES } from '@tessera/contract';

const spec = (code: string) => (lotteryDefinition(code) as LotteryDefinition).balls;

describe('lottery odds', () => {
  it('pay 1.94× on a half of an even range and 9.70× on one of ten numbers', () => {
    const ssc = spec('TCG_SSC_CQ'); // 0–9
    expect(oddsHundredths(ssc, 'BIG')).toBe(194);
    expect(oddsHundredths(ssc, 'ODD')).toBe(194);
    expect(oddsHundredths(ssc, 'NUMBER')).toBe(970);
  });

  it('give an odd range no middle winner and price parity by its real counts', () => {
    const gd = spec('TCG_11X5_GD'); // 1–11: 6 is neither big nor small; 6 odd, 5 even numbers
    expect([5, 6, 7].map((n) => [wins(gd, 'SMALL', null, n), wins(gd, 'BIG', null, n)])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(oddsHundredths(gd, 'BIG')).toBe(Math.floor((97 * 11) / 5));
    expect(oddsHundredths(gd, 'ODD')).toBe(Math.floor((97 * 11) / 6));
    expect(oddsHundredths(gd, 'EVEN')).toBe(Math.floor((97 * 11) / 5));
  });

  it('return at most RETURN_PERCENT of the stake on every bet type of every game', () => {
    for (const code of ['TCG_SSC_CQ', 'TCG_11X5_GD', 'TCG_MARKSIX_HK', 'TCG_FAST3_JS']) {
      const balls = spec(code);
      for (const betType of LOTTERY_BET_TYPES) {
        let total = 0;
        for (let n = balls.min; n <= balls.max; n++)
          if (wins(balls, betType, balls.min, n))
            total += payoutOf(10_000, oddsHundredths(balls, betType));
        const expected = (10_000 * (balls.max - balls.min + 1) * RETURN_PERCENT) / 100;
        expect(total, `${code} ${betType}`).toBeLessThanOrEqual(expected);
        expect(total, `${code} ${betType}`).toBeGreaterThan(expected * 0.99);
      }
    }
  });

  it('pays exact integers for large stakes and odds', () => {
    expect(payoutOf(10_000_000, 97_000_000)).toBe(9_700_000_000_000);
    expect(payoutOf(333, 194)).toBe(646);
  });
});
