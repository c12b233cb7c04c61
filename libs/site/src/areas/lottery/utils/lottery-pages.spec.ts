import { lotteryGames } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import { clock, lotteriesOf, lotteryArea, nextDrawTime, pagePrizeMode } from './lottery-pages';

const at = (iso: string) => Date.parse(iso);

describe('nextDrawTime', () => {
  it.each([
    ['before the announced draw', '2026-11-22T00:04:00Z', '2026-11-22T00:05:00Z'],
    ['exactly at it: the next one', '2026-11-22T00:05:00Z', '2026-11-22T00:10:00Z'],
    ['some draws later', '2026-11-22T00:17:30Z', '2026-11-22T00:20:00Z'],
  ])('%s', (_label, now, expected) => {
    expect(nextDrawTime('2026-11-22T00:05:00Z', 300, at(now))).toBe(at(expected));
  });

  it('falls back to now for an unreadable time, and keeps a draw without interval', () => {
    expect(nextDrawTime('soon', 300, 1000)).toBe(1000);
    expect(nextDrawTime('2026-11-22T00:05:00Z', 0, at('2026-11-23T00:00:00Z'))).toBe(
      at('2026-11-22T00:05:00Z'),
    );
  });
});

describe('clock', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [61.9, '1:01'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-5, '0:00'],
  ])('%s s → %s', (seconds, expected) => expect(clock(seconds)).toBe(expected));
});

describe('lotteriesOf', () => {
  const sea = { ...lotteryGames[0]!, gameCode: 'SEA_1', vassalage: 'TCG_SEA' };
  const all = [...lotteryGames, sea];
  it('keeps a page to its vendor, /lottery to all, and never leaves a page empty', () => {
    expect(lotteriesOf('/vnLottery', all).map((g) => g.gameCode)).toEqual(['VN_HANOI']);
    expect(lotteriesOf('/seaLottery', all).map((g) => g.gameCode)).toEqual(['SEA_1']);
    expect(lotteriesOf('/lottery', all)).toHaveLength(2);
    expect(lotteriesOf('/seaLottery', lotteryGames).map((g) => g.gameCode)).toEqual(['VN_HANOI']);
  });

  it('puts the Vietnamese vendor in the VN area', () => {
    expect(lotteryArea(lotteryGames[0]!)).toBe('VN');
    expect(lotteryArea(sea)).toBe('OTHER');
  });
});

describe('pagePrizeMode', () => {
  const elott = [{ title: 'ELOTT', cards: [{ vassalage: 'TCG_LOTTO_VN' }] }];
  it.each([
    ['/vnLottery', elott, 'ELOTT'],
    ['/vnLottery', [], 'LOTT'],
    ['/seaLottery', elott, 'SEA'],
    ['/lottery', elott, undefined],
  ] as const)('%s with %j → %s', async (path, lanes, expected) => {
    expect(await pagePrizeMode(path, async () => lanes)).toBe(expected);
  });

  it('reads plain lottery when the lanes cannot be loaded', async () => {
    const failing = async () => Promise.reject(new Error('offline'));
    expect(await pagePrizeMode('/vnLottery', failing)).toBe('LOTT');
  });
});
