import { useState } from 'react';
import { initialRange } from '../components/range-picker';
import { useStartup } from '../../../core/startup/use-startup';

/**
 * The calendar day `yyyy-MM-dd` in time zone `timeZone` (IANA) at `now`. The platform counts a
 * record's day in the merchant's zone, so the site's "today" must too: a player whose phone is
 * set to another zone would otherwise ask for the wrong days around midnight.
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

/** Today in the merchant's time zone (from the whitelabel call the site starts with). */
export function useMerchantToday(now?: Date): string {
  return dayIn(useStartup().whitelabel.timeZone, now);
}

/** A records page's date range, opening on the last 7 days up to the merchant's today. */
export function useRecordRange() {
  const today = useMerchantToday();
  const [range, setRange] = useState(() => initialRange(today));
  return { range, setRange, today };
}
