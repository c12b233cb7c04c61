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
  let component: ComponentType<P> | undefined;
  let failure: unknown;
  let pending: Promise<void> | undefined;
  const handle = { clearFailure: () => (failure = undefined) };

  const preload = () =>
    (pending ??= withTimeout(load(), timeoutMs).then(
      (module) => {
        component = pick(module);
      },
      (error: unknown) => {
        failure = error;
        failedPages.add(handle);
        pending = undefined;
      },
    ));

  function LazyPage(props: P) {
    if (failure) throw failure;
    if (!component) use(preload());
    if (failure) throw failure;
    return createElement(component as ComponentType<P>, props);
  }
  LazyPage.preload = preload;
  return LazyPage;
}
