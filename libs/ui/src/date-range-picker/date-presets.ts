/** A span of calendar days as `yyyy-MM-dd` strings, both ends included; "" means not chosen. */
export interface DateRange {
  start: string;
  end: string;
}

/** The quick ranges of the product spec (§9). */
export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's civil algorithm).
// Pure integer arithmetic: no Date object, so no time zone or daylight-saving shift can move a day.
function toDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function parse(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const dayNumber = toDayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  // Round-tripping rejects days that do not exist, such as 2025-02-30.
  return fromDayNumber(dayNumber) === iso ? dayNumber : undefined;
}

/** Whether `value` is a real calendar day written `yyyy-MM-dd`. */
export function isIsoDate(value: string): boolean {
  return parse(value) !== undefined;
}

/** The day `days` after (or, negative, before) `iso`. @throws RangeError for a malformed date */
export function addDays(iso: string, days: number): string {
  const dayNumber = parse(iso);
  if (dayNumber === undefined) throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
  return fromDayNumber(dayNumber + days);
}

/** Today on the reader's own calendar, from the device clock's local date. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A preset as a range of that many calendar days that includes today: "previous 7 days" on
 * the 10th is the 4th to the 10th, "next 7 days" the 10th to the 16th.
 */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const days = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('previous')
    ? { start: addDays(today, 1 - days), end: today }
    : { start: today, end: addDays(today, days - 1) };
}

/** Whether the range runs backwards; an unfinished range (one end empty) is not an error yet. */
export function endsBeforeStart({ start, end }: DateRange): boolean {
  return start !== '' && end !== '' && end < start;
}
