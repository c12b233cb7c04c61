/** The home waits this long between its sequential game-list requests (spec §7). */
export const HOME_REQUEST_GAP_MS = 300;

/** Runs loads one after another, `gapMs` apart; the same key while pending shares one load. */
export interface RequestQueue {
  run<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * A queue for the home's game lists: one request at a time, each starting at least `gapMs` after
 * the previous one ended, so a phone on 4G is not asked for every list at once. A key asked for
 * again while pending (StrictMode's second effect, two observers) gets the same promise; a
 * settled key runs again, so a retry after a failure really asks the platform.
 */
export function createRequestQueue(gapMs = HOME_REQUEST_GAP_MS): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let lastEnd = Number.NEGATIVE_INFINITY;
  const pending = new Map<string, Promise<unknown>>();

  const pause = (ms: number) =>
    ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

  return {
    run<T>(key: string, load: () => Promise<T>): Promise<T> {
      const shared = pending.get(key);
      if (shared) return shared as Promise<T>;
      const job = tail
        .catch(() => undefined)
        .then(() => pause(lastEnd + gapMs - Date.now()))
        .then(load)
        .finally(() => {
          lastEnd = Date.now();
          pending.delete(key);
        });
      pending.set(key, job);
      tail = job;
      return job;
    },
  };
}
