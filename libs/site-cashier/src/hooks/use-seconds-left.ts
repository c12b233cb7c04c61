import { useEffect, useState } from 'react';

function secondsUntil(until: string | null, offsetMs: number, now: () => number): number | null {
  if (until === null) return null;
  return Math.max(0, Math.ceil((Date.parse(until) - now() - offsetMs) / 1000));
}

/**
 * Whole seconds until `until` (ISO) on the platform's clock, ticking once a second; null when
 * there is no deadline, 0 once it has passed. `now` is the device clock, for tests.
 */
export function useSecondsLeft(
  until: string | null,
  offsetMs: number,
  now: () => number = Date.now,
): number | null {
  const [seconds, setSeconds] = useState(() => secondsUntil(until, offsetMs, now));
  useEffect(() => {
    const tick = () => setSeconds(secondsUntil(until, offsetMs, now));
    tick();
    if (until === null) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until, offsetMs, now]);
  return seconds;
}
