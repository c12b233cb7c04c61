import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const visible = () => document.visibilityState !== 'hidden';

/** Whether the tab is showing; timers that only decorate stop while it is not (battery). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visible, () => true);
}
