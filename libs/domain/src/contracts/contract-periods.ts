import type { ContractKind, ContractPeriod } from '@tessera/contract';
import { zoneOffsetMinutes } from '../agent/clock';

/**
 * Settlement periods in the merchant's time zone. A period is `[start, end)` as instants; its
 * key is the start. Calendar periods (day, week from Monday, half month: 1st–15th and 16th–end,
 * month) begin at local midnight; hours at the local hour; five-minute periods at UTC multiples
 * of five minutes (every zone's offset is a multiple of five minutes, so they are local too).
 */
export interface Period {
  start: Date;
  end: Date;
}

/** What a contract settles by: a calendar period, an hour or five minutes. */
export type Cadence = ContractPeriod | 'HOUR' | 'FIVE_MINUTES';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The cadence of a contract: a dividend's own period; daily wages by day; hourly; real-time. */
export function cadenceOf(kind: ContractKind, period: ContractPeriod): Cadence {
  if (kind === 'DIVIDEND') return period;
  if (kind === 'DAILY_SALARY') return 'D';
  if (kind === 'HOUR_SALARY') return 'HOUR';
  return 'FIVE_MINUTES';
}

/** The wall-clock fields of `at` in `timeZone`. */
function wallClock(timeZone: string, at: Date) {
  const local = new Date(at.getTime() + zoneOffset(timeZone, at));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
  };
}

/** The zone's offset from UTC at `at`, ms (positive east of Greenwich). */
const zoneOffset = (timeZone: string, at: Date) => zoneOffsetMinutes(timeZone, at) * MINUTE;

/** The instant of a local wall-clock time (midnight of a day, or an hour) in `timeZone`. */
export function localInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  // Two passes: the offset at the guess, then at the corrected instant (DST changes).
  let at = wall - zoneOffset(timeZone, new Date(wall));
  at = wall - zoneOffset(timeZone, new Date(at));
  return new Date(at);
}

/** The period of `cadence` that contains `at`. */
export function periodAt(cadence: Cadence, timeZone: string, at: Date): Period {
  if (cadence === 'FIVE_MINUTES') {
    const start = Math.floor(at.getTime() / (5 * MINUTE)) * 5 * MINUTE;
    return { start: new Date(start), end: new Date(start + 5 * MINUTE) };
  }
  const p = wallClock(timeZone, at);
  if (cadence === 'HOUR') {
    const start = localInstant(timeZone, p.year, p.month, p.day, p.hour);
    return { start, end: new Date(start.getTime() + HOUR) };
  }
  const next = (y: number, m: number, d: number) => {
    const day = new Date(Date.UTC(y, m - 1, d));
    return localInstant(timeZone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  };
  if (cadence === 'D')
    return { start: next(p.year, p.month, p.day), end: next(p.year, p.month, p.day + 1) };
  if (cadence === 'W') {
    // Monday first: getUTCDay of the local date, 0 = Sunday.
    const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
    const back = (weekday + 6) % 7;
    return {
      start: next(p.year, p.month, p.day - back),
      end: next(p.year, p.month, p.day - back + 7),
    };
  }
  if (cadence === 'H')
    return p.day <= 15
      ? { start: next(p.year, p.month, 1), end: next(p.year, p.month, 16) }
      : { start: next(p.year, p.month, 16), end: next(p.year, p.month + 1, 1) };
  return { start: next(p.year, p.month, 1), end: next(p.year, p.month + 1, 1) };
}

/**
 * The periods of `cadence` that closed in `(since, until]`: each begins at or after the period
 * containing `since` and ends at or before `until`, oldest first, at most `limit` of them.
 */
export function closedPeriods(
  cadence: Cadence,
  timeZone: string,
  since: Date,
  until: Date,
  limit = 10_000,
): Period[] {
  const periods: Period[] = [];
  let period = periodAt(cadence, timeZone, since);
  while (period.end.getTime() <= until.getTime() && periods.length < limit) {
    periods.push(period);
    period = periodAt(cadence, timeZone, period.end);
  }
  return periods;
}
