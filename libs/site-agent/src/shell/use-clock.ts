import { clockText, gmtOffsetLabel } from '@tessera/domain';
import { useEffect, useState } from 'react';

/** The merchant's time, re-read every second, and its GMT offset (spec §2 agent header). */
export function useMerchantClock(timeZone: string) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return { clock: clockText(timeZone, now), offset: gmtOffsetLabel(timeZone, now) };
}
