import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanWinners, toMinor, type WinnerEntry } from './winners';

describe('toMinor', () => {
  it.each<[number | string, number | null]>([
    ['1,234.5', 123_450],
    ['1,234.56', 123_456],
    ['1,234.565', 123_457],
    ['1,234.564', 123_456],
    [' 12 ', 1200],
    ['.5', 50],
    ['7.', 700],
    ['-3.10', -310],
    [1.005, 101],
    [7.25, 725],
    [0, 0],
    [1e21, 1e23],
    ['1e3', 100_000],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    [Number.NaN, null],
  ])('%j → %s', (input, expected) => expect(toMinor(input)).toBe(expected));

  it('reads every two-decimal number exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(toMinor((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });
});

const entry = (customerName: string, winAmount: number | string): WinnerEntry => ({
  customerName,
  winAmount,
  gameName: 'g',
  iconUrl: 'i',
});

describe('cleanWinners', () => {
  it('keeps the nine biggest, biggest first, as minor units', () => {
    const input = Array.from({ length: 20 }, (_, i) => entry(`u${i}`, i % 2 ? `${i},000.5` : i));
    const out = cleanWinners(input);
    expect(out.map((w) => w.customerName)).toEqual([
      'u19',
      'u17',
      'u15',
      'u13',
      'u11',
      'u9',
      'u7',
      'u5',
      'u3',
    ]);
    expect(out[0]).toEqual({
      customerName: 'u19',
      gameName: 'g',
      iconUrl: 'i',
      amountMinor: 1_900_050,
    });
  });

  it.each<[string, WinnerEntry[], number | undefined, string[]]>([
    ['empty', [], undefined, []],
    ['drops unreadable', [entry('a', 'n/a'), entry('b', '5')], undefined, ['b']],
    [
      'ties keep order',
      [entry('a', 5), entry('b', '5.00'), entry('c', 6)],
      undefined,
      ['c', 'a', 'b'],
    ],
    ['custom limit', [entry('a', 1), entry('b', 2), entry('c', 3)], 2, ['c', 'b']],
    ['zero limit', [entry('a', 1)], 0, []],
  ])('%s', (_label, input, limit, names) => {
    expect(cleanWinners(input, limit).map((w) => w.customerName)).toEqual(names);
  });
});
