import { useEffect } from 'react';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';
import { newRequestId } from '@tessera/site-shared/wallet/request-id';

/**
 * The recall an unmount planned, for one tick: a funded game that mounts straight away (React's
 * StrictMode runs each effect twice, a route or Suspense may remount the page, a changed
 * dependency re-runs the effect) cancels it, so only a game really going away recalls. One per
 * page, as there is one page: it lives outside any component.
 */
let planned: ReturnType<typeof setTimeout> | null = null;

/**
 * While a game the automatic transfer funded is open (`active`), brings the player's money
 * back to the main wallet when it closes: when the game popup or page goes away, and when the
 * browser leaves or closes the page (`pagehide`; the call is sent with fetch `keepalive`, so it
 * outlives the page). Switching tabs is not closing: the game keeps its money while hidden.
 * The platform does not rely on this: the next launch and a withdrawal recall too.
 */
export function useRecallOnLeave(active: boolean): void {
  const client = usePlatformClient();
  const balanceChanged = useBalanceChanged();

  useEffect(() => {
    if (!active) return;
    if (planned !== null) clearTimeout(planned);
    planned = null;
    let sent = false;
    const recall = () => {
      if (sent) return;
      sent = true;
      const done = () => void balanceChanged();
      client.wallet.recall(newRequestId()).then(done, done);
    };
    window.addEventListener('pagehide', recall);
    return () => {
      window.removeEventListener('pagehide', recall);
      planned = setTimeout(() => {
        planned = null;
        recall();
      }, 0);
    };
  }, [active, client, balanceChanged]);
}
