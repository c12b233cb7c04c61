import { useCallback, useRef } from 'react';
import { newRequestId } from '@tessera/site-shared/wallet/request-id';

/**
 * The `requestId` of a submission the member may send again. Sending the same thing again
 * (after a timeout or a lost reply) reuses its id, so the platform books it once; anything
 * else, or anything after `settled()`, gets a fresh id.
 */
export function useRequestId() {
  const last = useRef<{ what: string; id: string } | null>(null);
  const idFor = useCallback((what: unknown) => {
    const key = JSON.stringify(what);
    if (last.current?.what !== key) last.current = { what: key, id: newRequestId() };
    return last.current.id;
  }, []);
  const settled = useCallback(() => {
    last.current = null;
  }, []);
  return { idFor, settled };
}
