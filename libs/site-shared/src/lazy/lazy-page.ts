import { createElement, use, type ComponentType } from 'react';

/** A screen chunk that has not arrived after this long counts as failed (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const failedPages = new Set<{ clearFailure: () => void }>();

/** Lets every lazily loaded page that failed try again; the retry button calls it. */
export function retryFailedPages() {
  for (const page of failedPages) page.clearFailure();
  failedPages.clear();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading chunk timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A promise carrying its outcome the way React's use() reads it, once settled. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * A page component loaded on first use, in its own chunk. A chunk that fails or takes longer
 * than the timeout throws to the route's error screen, and stays failed (instead of retrying on
 * every render) until `retryFailedPages()`.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  // One promise for every render and every mount until a failure is retried: use() must see the
  // same promise each time, and must be called on every render, not only until the chunk came.
  let loading: TrackedPromise<ComponentType<P>> | undefined;
  const handle = { clearFailure: () => (loading = undefined) };

  const loadOnce = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const promise: TrackedPromise<ComponentType<P>> = withTimeout(load(), timeoutMs).then(pick);
    // Settled promises say so, as React expects: a chunk that already arrived (preloaded or shown
    // before) renders at once instead of suspending for a tick.
    promise.then(
      (component) => {
        promise.status = 'fulfilled';
        promise.value = component;
      },
      (error: unknown) => {
        promise.status = 'rejected';
        promise.reason = error;
        failedPages.add(handle);
      },
    );
    loading = promise;
    return promise;
  };

  /** Starts loading the chunk ahead of the first render; never rejects (the render reports). */
  const preload = (): Promise<void> =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );

  function LazyPage(props: P) {
    return createElement(use(loadOnce()), props);
  }
  LazyPage.preload = preload;
  return LazyPage;
}
