import { describe, expect, it } from 'vitest';
import { addDays, endsBeforeStart, isIsoDate, localToday, presetRange } from './date-presets';

describe('addDays', () => {
  it.each([
    ['2025-01-10', 1, '2025-01-11'],
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2025-10-26', 0, '2025-10-26'],
    ['1970-01-01', -1, '1969-12-31'],
    ['2025-06-15', 365, '2026-06-15'],
    ['2025-06-15', -29, '2025-05-17'],
  ])('%s %+i days is %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });

  it('agrees with the calendar day by day across fifty years', () => {
    let iso = '1990-01-01';
    const utc = new Date(Date.UTC(1990, 0, 1));
    for (let step = 0; step < 365 * 50; step += 1) {
      expect(iso).toBe(utc.toISOString().slice(0, 10));
      iso = addDays(iso, 1);
      utc.setUTCDate(utc.getUTCDate() + 1);
    }
  });

  it('refuses malformed dates', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('10/02/2025', 1)).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2025-02-28', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-1', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('presetRange', () => {
  it.each([
    ['previous7', '2025-03-03', { start: '2025-02-25', end: '2025-03-03' }],
    ['previous30', '2025-03-03', { start: '2025-02-02', end: '2025-03-03' }],
    ['next7', '2025-12-28', { start: '2025-12-28', end: '2026-01-03' }],
    ['next30', '2024-02-15', { start: '2024-02-15', end: '2024-03-15' }],
  ] as const)('%s from %s', (preset, today, expected) => {
    expect(presetRange(preset, today)).toEqual(expected);
  });
});

describe('localToday', () => {
  it('uses the local calendar date, not the UTC one', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localToday(new Date(2025, 11, 31, 0, 1))).toBe('2025-12-31');
  });
});

describe('endsBeforeStart', () => {
  it.each([
    [{ start: '2025-03-02', end: '2025-03-01' }, true],
    [{ start: '2025-03-01', end: '2025-03-01' }, false],
    [{ start: '2025-03-01', end: '2025-04-01' }, false],
    [{ start: '', end: '2025-03-01' }, false],
    [{ start: '2025-03-01', end: '' }, false],
  ])('%j → %s', (range, expected) => {
    expect(endsBeforeStart(range)).toBe(expected);
  });
});
