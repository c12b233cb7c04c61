import { useCallback, useSyncExternalStore } from 'react';

// The server cannot know the screen; "no match" keeps a first paint equal across clients.
const serverSnapshot = () => false;

/** Whether the CSS media query `query` matches now; follows it live (a rotated phone, a resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, serverSnapshot);
}
