import { jackpotStart, jackpotStep } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { usePageVisible } from './use-page-visible';

/**
 * The jackpot in minor units: a random start in range, then a random growth every 3, 4 or 5 s
 * (spec §4, rules in the domain). It stands still while the tab is hidden, and one timer at a
 * time runs, so StrictMode's second effect or a quick hide/show never doubles the pace.
 */
export function useJackpot(random: () => number = Math.random): number {
  const [minor, setMinor] = useState(() => jackpotStart(random));
  const visible = usePageVisible();

  useEffect(() => {
    if (!visible) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const { addMinor, delayMs } = jackpotStep(random);
      timer = setTimeout(() => {
        setMinor((current) => current + addMinor);
        schedule();
      }, delayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [visible, random]);

  return minor;
}
