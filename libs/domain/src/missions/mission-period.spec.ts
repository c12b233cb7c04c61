import { describe, expect, it } from 'vitest';
import { missionPeriod, missionState } from './mission-period';

describe('mission periods', () => {
  it('counts a daily mission over the merchant-local day', () => {
    // 2026-11-24 20:00 UTC is 25 Nov 02:00 in Dhaka (UTC+6).
    const day = missionPeriod('DAILY', 'Asia/Dhaka', new Date('2026-11-24T20:00:00Z'));
    expect(day.start.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-25T18:00:00.000Z');
  });

  it('counts a weekly mission from Monday', () => {
    // Sunday 29 Nov 2026 in Manila belongs to the week of Monday 23 Nov.
    const week = missionPeriod('WEEKLY', 'Asia/Manila', new Date('2026-11-29T10:00:00Z'));
    expect(week.start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });

  it.each([
    [3, 10, false, 3, 'inProgress'],
    [10, 10, false, 10, 'claimable'],
    [25, 10, false, 10, 'claimable'],
    [-5, 10, false, 0, 'inProgress'],
    [2, 10, true, 10, 'claimed'],
  ] as const)(
    'progress %i of %i (claimed %s) shows %i, %s',
    (done, target, claimed, shown, status) => {
      expect(missionState(done, target, claimed)).toEqual({ progress: shown, status });
    },
  );
});
