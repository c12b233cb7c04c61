import { dateTimeFormat, numberFormat } from '@tessera/i18n';

/** A wall-clock time the platform already wrote in the merchant's zone: "2026-11-29 10:05:00". */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const STYLE = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * A date and time in the reader's language and digits, the one way every record, history and
 * limit shows one. An instant (ISO with Z or an offset) is shown in `timeZone`, the merchant's,
 * so it agrees with the records the platform writes as wall-clock times in that zone; a
 * wall-clock time is shown as written. Anything else is returned as it came.
 */
export function formatDateTime(value: string, language: string, timeZone?: string): string {
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0));
    const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
    return dateTimeFormat(language, { ...STYLE, timeZone: 'UTC' }).format(utc);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return dateTimeFormat(language, { ...STYLE, timeZone }).format(date);
  } catch {
    // A zone this browser does not know: the reader's own zone still tells the time.
    return dateTimeFormat(language, STYLE).format(date);
  }
}

/** Seconds left as a countdown, "mm:ss" or "h:mm:ss", in the reader's digits ("২৯:৫৯"). */
export function formatCountdown(seconds: number, language: string): string {
  const digits = (n: number, width: number) =>
    numberFormat(language, { minimumIntegerDigits: width, useGrouping: false }).format(n);
  const hours = Math.floor(seconds / 3600);
  const rest = `${digits(Math.floor((seconds % 3600) / 60), 2)}:${digits(seconds % 60, 2)}`;
  return hours > 0 ? `${digits(hours, 1)}:${rest}` : rest;
}
