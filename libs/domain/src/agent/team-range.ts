// The agent centre's report periods (team overview, user loss, …): calendar days in the
// merchant's time zone, `to` included. Weeks start on Monday.
import { addDays, dayNumber, type DayRange } from '../records/date-range';

export const TEAM_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
export type TeamPreset = (typeof TEAM_PRESETS)[number];

/** The days of a team report preset, seen from `today` (a real day, `yyyy-MM-dd`). */
export function teamPresetRange(preset: TeamPreset, today: string): DayRange {
  const number = dayNumber(today);
  if (number === null) throw new Error(`Not a calendar day: ${today}`);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek': {
      // 1970-01-01 was a Thursday: day 0 → weekday 3 counting from Monday.
      const sinceMonday = (((number + 3) % 7) + 7) % 7;
      return { from: addDays(today, -sinceMonday), to: today };
    }
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const lastOfPrevious = addDays(firstOfMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
  }
}
