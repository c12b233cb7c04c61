import { dayIn } from '@tessera/domain';
import { useState } from 'react';
import { initialRange } from './range-picker';
import { useStartup } from '../startup/use-startup';

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
