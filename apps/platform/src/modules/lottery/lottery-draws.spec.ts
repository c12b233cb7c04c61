import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawAt, latestDrawIndex, nextDrawAt, recentDraws } from './lottery-draws';
import { LOTTERY_GAMES, lotteryDefinition, type LotteryDefinition } from './lottery-games';

const gameOf = (code: string) => lotteryDefinition(code) as LotteryDefinition;
const at = (iso: string) => new Date(iso);

describe('computed lottery draws', () => {
  it('are fixed by game and draw number (golden values)', () => {
    const ssc = gameOf('TCG_SSC_CQ');
    const index = latestDrawIndex(ssc, at('2026-01-01T00:20:00Z'));
    expect(drawAt(ssc, index)).toEqual({
      gameCode: 'TCG_SSC_CQ',
      drawNo: '20260101-0002',
      numbers: ['9', '3', '8', '2', '2'],
      drawnAt: '2026-01-01T00:20:00.000Z',
    });
    const hanoi = gameOf('VN_HANOI_5M');
    expect(drawAt(hanoi, latestDrawIndex(hanoi, at('2026-01-01T00:24:59Z'))).numbers).toEqual([
      '18113',
      '71932',
      '78289',
      '57180',
      '59584',
    ]);
  });

  it('follow the documented formula: HMAC-SHA256 words of (code, draw), modulo the range', () => {
    const ssc = gameOf('TCG_SSC_CQ');
    const index = 1_500_000;
    const word = createHmac('sha256', 'tessera-lottery-v1|TCG_SSC_CQ')
      .update(`TCG_SSC_CQ:${index}:0`)
      .digest()
      .readUInt32BE(0);
    // 2^32 - (2^32 mod 10) is the rejection limit; a first word above it is vanishingly rare.
    expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % 10));
    expect(drawAt(ssc, index).numbers[0]).toBe(String(word % 10));
  });

  it('differ between draws and between games', () => {
    const keno = gameOf('TCG_LOTTO_KENO_5M');
    const draws = Array.from({ length: 20 }, (_, i) => drawAt(keno, 6_000_000 + i).numbers.join());
    expect(new Set(draws).size).toBe(20);
    expect(drawAt(gameOf('TCG_SSC_CQ'), 10).numbers).not.toEqual(
      drawAt(gameOf('TCG_LOTTO_SSC_5M'), 10).numbers,
    );
  });

  it.each(LOTTERY_GAMES.map((game) => [game.gameCode, game] as const))(
    '%s draws numbers in range, padded, distinct where required',
    (_, game) => {
      for (let index = 5_000_000; index < 5_000_050; index++) {
        const { numbers } = drawAt(game, index);
        expect(numbers).toHaveLength(game.balls.count);
        for (const n of numbers) {
          expect(n).toHaveLength(game.balls.width);
          expect(Number(n)).toBeGreaterThanOrEqual(game.balls.min);
          expect(Number(n)).toBeLessThanOrEqual(game.balls.max);
        }
        if (game.balls.distinct) expect(new Set(numbers).size).toBe(numbers.length);
      }
      // Draw numbers count within a UTC day: the interval divides a day or is whole days.
      const day = 86_400;
      expect(day % game.intervalSeconds === 0 || game.intervalSeconds % day === 0).toBe(true);
    },
  );

  it('open at exactly N × interval; recent draws are newest first and one interval apart', () => {
    const fast = gameOf('TCG_LOTTO_FAST3_1M');
    const now = at('2026-03-04T05:06:00Z');
    const recent = recentDraws(fast, now, 10);
    expect(recent[0]?.drawnAt).toBe('2026-03-04T05:06:00.000Z');
    expect(recent[0]?.drawNo).toBe('20260304-0307');
    expect(recent[9]?.drawnAt).toBe('2026-03-04T04:57:00.000Z');
    expect(nextDrawAt(fast, now).toISOString()).toBe('2026-03-04T05:07:00.000Z');
    expect(nextDrawAt(fast, at('2026-03-04T05:06:59.999Z')).toISOString()).toBe(
      '2026-03-04T05:07:00.000Z',
    );
  });

  it('has unique codes and a vendor card game (the first) per lottery vendor', () => {
    const codes = LOTTERY_GAMES.map((game) => game.gameCode);
    expect(new Set(codes).size).toBe(codes.length);
    const vendors = new Set(LOTTERY_GAMES.map((game) => game.vassalage));
    expect([...vendors].sort()).toEqual(['TCG', 'TCG_LOTTO', 'TCG_LOTTO_VN', 'TCG_SEA']);
  });
});
