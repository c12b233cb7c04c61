import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { GameCodeQuery, LotteryDraws, LotteryMenuQuery } from './lottery';

describe('lottery', () => {
  it('takes a known prize mode and a device word', () => {
    expect(Value.Check(LotteryMenuQuery, { prizeMode: 'ZY', device: 'WEB' })).toBe(true);
    expect(Value.Check(LotteryMenuQuery, { prizeMode: 'JACKPOT' })).toBe(false);
  });

  it('needs a game code of at most 40 letters, digits or underscores', () => {
    expect(Value.Check(GameCodeQuery, { gameCode: 'VN_HANOI_5' })).toBe(true);
    expect(Value.Check(GameCodeQuery, {})).toBe(false);
    expect(Value.Check(GameCodeQuery, { gameCode: 'VN HANOI' })).toBe(false);
    expect(Value.Check(GameCodeQuery, { gameCode: 'V'.repeat(33) })).toBe(false);
  });

  it('answers draws with their opened numbers as strings', () => {
    const draw = {
      gameCode: 'VN_HANOI_5',
      drawNo: '20261123-0101',
      numbers: ['07', '42'],
      drawnAt: '2026-11-23T10:00:00Z',
    };
    expect(Value.Check(LotteryDraws, [draw])).toBe(true);
    expect(Value.Check(LotteryDraws, [{ ...draw, numbers: [7, 42] }])).toBe(false);
  });
});
