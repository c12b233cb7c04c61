import { useCallback, useEffect, useState } from 'react';

/** The spec's SMS countdown (§9): `expiredMinutes` × 60 s, one minute when unset. */
export const SMS_COUNTDOWN_SECONDS = 60;

export interface Countdown {
  /** Whole seconds to go, rounded up; 0 when idle or done. */
  secondsLeft: number;
  /** Starts (or restarts) the countdown, from `seconds` unless given another length. */
  start: (seconds?: number) => void;
  /** Stops early, e.g. when the request that started it failed. */
  reset: () => void;
}

/**
 * A countdown to drive CountdownButton. It counts towards a deadline on the clock instead of
 * subtracting one per tick: a phone that sleeps or a background tab that throttles timers would
 * otherwise let the wait run long.
 */
export function useCountdown(seconds: number = SMS_COUNTDOWN_SECONDS): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(
    (length: number = seconds) => {
      const time = Date.now();
      setNow(time);
      setDeadline(time + length * 1000);
    },
    [seconds],
  );
  const reset = useCallback(() => setDeadline(null), []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start, reset };
}
