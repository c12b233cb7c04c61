// Date ranges of the member's records (spec §9: previous 7 and 30 days, next 7 and 30 days).
// Dates are calendar days `yyyy-MM-dd` in the merchant's time zone; `to` is included.

/** The range buttons of a records page. Today and yesterday are the ones people press most. */
export const RECORD_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;
export type RecordPreset = (typeof RECORD_PRESETS)[number];

/** Longest range one records call covers, days: any three calendar months (92 = 31+31+30). */
export const MAX_RECORD_RANGE_DAYS = 92;

/** A range of calendar days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/**
 * The calendar day `yyyy-MM-dd` in time zone `timeZone` (IANA) at `now`: records count days in
 * the merchant's zone, on the platform and on the site alike, whatever zone a device is set to.
 */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats a date as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar day, or null (2026-02-30 is not one). */
export function dayNumber(day: string): number | null {
  const parts = ISO_DAY.exec(day);
  if (!parts) return null;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  if (back.getUTCDate() !== date) return null;
  return ms / DAY_MS;
}

/** The calendar day `offset` days after `day` (which must be a real day). */
export function addDays(day: string, offset: number): string {
  const number = dayNumber(day);
  if (number === null) throw new Error(`Not a calendar day: ${day}`);
  return new Date((number + offset) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days of a preset, seen from `today`: the previous 7 days are today and the 6 before it,
 * the next 7 today and the 6 after it (so each button's range holds exactly 7 or 30 days).
 */
export function presetRange(preset: RecordPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'next30':
      return { from: today, to: addDays(today, 29) };
  }
}

/** Why a range is refused, or null when it is a valid one. */
export type RangeProblem = 'not-a-day' | 'reversed' | 'too-long';

/** Checks a requested range: real days, from not after to, at most MAX_RECORD_RANGE_DAYS. */
export function rangeProblem({ from, to }: DayRange): RangeProblem | null {
  const [start, end] = [dayNumber(from), dayNumber(to)];
  if (start === null || end === null) return 'not-a-day';
  if (start > end) return 'reversed';
  if (end - start + 1 > MAX_RECORD_RANGE_DAYS) return 'too-long';
  return null;
}
