import { ROLLING_INTERVAL_MS } from '@tessera/domain';

type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  // While the tab is hidden nobody reads the prizes: skip the work, the numbers resume on return.
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  for (const listener of listeners) listener();
}

/**
 * One clock for every rolling prize on the page. Each card used to keep its own 3 s interval,
 * so a lobby of hot cards woke the main thread at a dozen staggered moments every 3 s, each a
 * render of its own; on a cheap phone the page never went quiet. Now every prize moves in one
 * timer callback, which React renders as one batch. The timer runs only while a prize listens.
 */
export function subscribeRollingClock(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, ROLLING_INTERVAL_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
