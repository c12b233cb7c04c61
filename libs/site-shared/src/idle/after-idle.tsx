import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Longest a part waits for an idle moment (a busy page still gets it within this). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the first render, true once the browser has had an idle moment after it. Parts of the
 * shell nobody looks at in the first second (the phone's closed menu drawer, the footer below the
 * lobby) wait for it: the first screen is built without them, and they are built afterwards in a
 * transition, in slices that keep a phone's main thread free for taps.
 */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(show, 200);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}

/** Renders `children` once the page has been idle (see useAfterIdle), or at once when `now`. */
export function AfterIdle({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const idle = useAfterIdle();
  return now || idle ? children : null;
}
