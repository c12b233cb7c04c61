import { describe, expect, it } from 'vitest';
import {
  MAX_RECORD_RANGE_DAYS,
  addDays,
  dayIn,
  dayNumber,
  presetRange,
  rangeProblem,
} from './date-range';

describe('record date ranges', () => {
  it('counts the previous and next 7 and 30 days with today included', () => {
    const today = '2026-03-01';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-23', to: today });
    expect(presetRange('last30', today)).toEqual({ from: '2026-01-31', to: today });
    expect(presetRange('next7', today)).toEqual({ from: today, to: '2026-03-07' });
    expect(presetRange('next30', today)).toEqual({ from: today, to: '2026-03-30' });
  });

  it('crosses years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(presetRange('last7', '2027-01-02').from).toBe('2026-12-27');
  });

  it('knows real calendar days', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-1', '20260101', '', '2026-04-31'])
      expect(dayNumber(bad), bad).toBeNull();
    expect(() => addDays('nope', 1)).toThrow();
  });

  it('refuses reversed, unreal and over-long ranges', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('not-a-day');
    const longest = addDays('2026-01-01', MAX_RECORD_RANGE_DAYS - 1);
    expect(rangeProblem({ from: '2026-01-01', to: longest })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: addDays(longest, 1) })).toBe('too-long');
  });
});

describe('dayIn', () => {
  it("names the calendar day of the merchant's zone, not the device's", () => {
    const evening = new Date('2026-11-23T19:00:00Z');
    expect(dayIn('Asia/Dhaka', evening)).toBe('2026-11-24');
    expect(dayIn('Asia/Manila', evening)).toBe('2026-11-24');
    expect(dayIn('America/New_York', evening)).toBe('2026-11-23');
    expect(dayIn('UTC', new Date('2026-01-05T00:00:00Z'))).toBe('2026-01-05');
  });
});
