import { describe, expect, it } from 'vitest';
import { drawReels, lineMultiplier, SLOT_SYMBOLS, slotRtp, type SlotSymbol } from './slot-math';

describe('slot maths', () => {
  it.each<[SlotSymbol[], number]>([
    [['SEVEN', 'SEVEN', 'SEVEN'], 250],
    [['DIAMOND', 'DIAMOND', 'DIAMOND'], 60],
    [['BELL', 'BELL', 'BELL'], 25],
    [['GRAPE', 'GRAPE', 'GRAPE'], 15],
    [['LEMON', 'LEMON', 'LEMON'], 10],
    [['CHERRY', 'CHERRY', 'CHERRY'], 5],
    [['CHERRY', 'BELL', 'CHERRY'], 2],
    [['BELL', 'CHERRY', 'CHERRY'], 2],
    [['CHERRY', 'BELL', 'LEMON'], 1],
    [['BELL', 'CHERRY', 'LEMON'], 0],
    [['SEVEN', 'SEVEN', 'BELL'], 0],
  ])('%j pays × %i', (line, multiplier) => {
    expect(lineMultiplier(line)).toBe(multiplier);
  });

  it('returns about 95% to the player over every reel combination', () => {
    const rtp = slotRtp();
    expect(rtp).toBeGreaterThan(0.94);
    expect(rtp).toBeLessThan(0.96);
    expect(rtp).toBeCloseTo(0.951875, 6);
  });

  it('maps reel stops to symbols by weight', () => {
    const stops = [0, 1, 19];
    expect(drawReels(() => stops.shift() ?? 0)).toEqual(['SEVEN', 'DIAMOND', 'CHERRY']);
    const drawn = Array.from({ length: 50 }, () => drawReels()).flat();
    expect(drawn.every((symbol) => SLOT_SYMBOLS.includes(symbol))).toBe(true);
  });
});
