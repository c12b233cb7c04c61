import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const reduced = () => window.matchMedia(QUERY).matches;
// The server cannot know the setting; assuming motion keeps its first paint equal to most clients.
const serverSnapshot = () => false;

/** Whether the reader asked the system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, serverSnapshot);
}
