import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DrawNotYetDrawn,
  commitmentOf,
  drawCommitment,
  drawTimeOf,
  drawnResult,
  latestDrawIndex,
  nextDrawAt,
  recentDraws,
} from './lottery-draws';
import { LOTTERY_GAMES, lotteryDefinition, type LotteryDefinition } from './lottery-games';

const gameOf = (code: string) => lotteryDefinition(code) as LotteryDefinition;
const at = (iso: string) => new Date(iso);
// A fixed key, as a deployment's LOTTERY_DRAW_SECRET would be: it makes the numbers known here.
const KEY = Buffer.from('lottery-draws.spec fixed key, 32+ characters long');
const OTHER_KEY = Buffer.from('another deployment with its own secret, 32+ chars');
/** The last time a Date holds: every draw below has been drawn by then. */
const LATER = new Date(8.64e15);
const drawAt = (game: LotteryDefinition, index: number, key = KEY) =>
  drawnResult(key, game, index, LATER);
// What KEY draws: a change of formula or key handling shows here.
const GOLDEN_SSC = ['3', '7', '1', '6', '6'];
const GOLDEN_HANOI = ['51204', '39962', '13642', '07998', '55773'];

describe('computed lottery draws', () => {
  it('are fixed by key, game and draw number (golden values)', () => {
    const ssc = gameOf('TCG_SSC_CQ');
    const now = at('2026-01-01T00:20:00Z');
    const result = drawnResult(KEY, ssc, latestDrawIndex(ssc, now), now);
    expect(result).toMatchObject({
      gameCode: 'TCG_SSC_CQ',
      drawNo: '20260101-0002',
      numbers: GOLDEN_SSC,
      drawnAt: '2026-01-01T00:20:00.000Z',
    });
    const hanoi = gameOf('VN_HANOI_5M');
    expect(drawAt(hanoi, latestDrawIndex(hanoi, at('2026-01-01T00:24:59Z'))).numbers).toEqual(
      GOLDEN_HANOI,
    );
  });

  it('follow the documented formula: HMAC-SHA256 words of (code, draw) under the key', () => {
    const ssc = gameOf('TCG_SSC_CQ');
    const index = 1_500_000;
    const word = createHmac('sha256', KEY).update(`TCG_SSC_CQ:${index}:0`).digest().readUInt32BE(0);
    // 2^32 - (2^32 mod 10) is the rejection limit; a first word above it is vanishingly rare.
    expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % 10));
    expect(drawAt(ssc, index).numbers[0]).toBe(String(word % 10));
  });

  it('change with the key: another deployment draws other numbers', () => {
    const keno = gameOf('TCG_LOTTO_KENO_5M');
    const same = Array.from({ length: 20 }, (_, i) => 7_000_000 + i).filter(
      (index) =>
        drawAt(keno, index).numbers.join() === drawAt(keno, index, OTHER_KEY).numbers.join(),
    );
    expect(same).toEqual([]);
  });

  it('refuse to give the numbers of a draw before its time', () => {
    const fast = gameOf('TCG_LOTTO_FAST3_1M');
    const now = at('2026-03-04T05:06:30Z');
    const latest = latestDrawIndex(fast, now);
    expect(drawnResult(KEY, fast, latest, now).drawnAt).toBe('2026-03-04T05:06:00.000Z');
    expect(() => drawnResult(KEY, fast, latest + 1, now)).toThrow(DrawNotYetDrawn);
    // At its very time it is drawn.
    expect(drawnResult(KEY, fast, latest + 1, drawTimeOf(fast, latest + 1)).numbers).toHaveLength(
      3,
    );
  });

  it('publish a commitment before the draw that the drawn result proves', () => {
    const fast = gameOf('TCG_LOTTO_FAST3_1M');
    const index = 29_000_000;
    const commitment = drawCommitment(KEY, fast, index);
    const drawn = drawAt(fast, index);
    expect(drawn.commitment).toBe(commitment);
    expect(commitmentOf(drawn.salt ?? '', drawn.numbers)).toBe(commitment);
    // The salt is the draw's own: the 216 possible results cannot be tried against it without it.
    expect(drawAt(fast, index + 1).salt).not.toBe(drawn.salt);
    // Other numbers under the same salt do not match it.
    const other = drawn.numbers.map((n) => String((Number(n) % 6) + 1));
    expect(commitmentOf(drawn.salt ?? '', other)).not.toBe(commitment);
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
    const recent = recentDraws(KEY, fast, now, 10);
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
