import { describe, expect, it } from 'vitest';
import { teamPresetRange } from './team-range';

describe('teamPresetRange', () => {
  // 2026-11-25 is a Wednesday.
  it.each([
    ['today', '2026-11-25', '2026-11-25', '2026-11-25'],
    ['yesterday', '2026-11-25', '2026-11-24', '2026-11-24'],
    ['thisWeek', '2026-11-25', '2026-11-23', '2026-11-25'],
    ['thisWeek', '2026-11-23', '2026-11-23', '2026-11-23'],
    ['thisWeek', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['thisMonth', '2026-11-25', '2026-11-01', '2026-11-25'],
    ['lastMonth', '2026-11-25', '2026-10-01', '2026-10-31'],
    ['lastMonth', '2026-03-10', '2026-02-01', '2026-02-28'],
    ['lastMonth', '2027-01-05', '2026-12-01', '2026-12-31'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
  ] as const)('%s from %s is %s to %s', (preset, today, from, to) => {
    expect(teamPresetRange(preset, today)).toEqual({ from, to });
  });
});
