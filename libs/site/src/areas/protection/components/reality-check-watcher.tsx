import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useLoggedIn } from '@tessera/site-shared/session';
import { playSessionQuery } from '../api/protection-queries';
import { LazyRealityCheckPrompt } from '../lazy-screens';

/**
 * Mounted by the shell: while a member with a reality-check interval is signed in, shows the
 * prompt each time another interval of the session has passed (counted from sign-in by the
 * platform's clock, so a reload does not restart it). The prompt's code loads when first due.
 */
export function RealityCheckWatcher() {
  const loggedIn = useLoggedIn();
  const client = usePlatformClient();
  const session = useQuery({ ...playSessionQuery(client), enabled: loggedIn });
  const [due, setDue] = useState(false);
  const minutes = loggedIn ? (session.data?.realityCheckMinutes ?? null) : null;
  const elapsedSeconds = session.data?.elapsedSeconds ?? 0;
  const answeredAt = session.dataUpdatedAt;

  useEffect(() => {
    if (!minutes || due) return;
    const period = minutes * 60_000;
    const elapsed = elapsedSeconds * 1000 + (Date.now() - answeredAt);
    const timer = setTimeout(() => setDue(true), period - (elapsed % period));
    return () => clearTimeout(timer);
  }, [minutes, due, elapsedSeconds, answeredAt]);

  if (!minutes || !due) return null;
  return (
    <Suspense fallback={null}>
      <LazyRealityCheckPrompt onContinue={() => setDue(false)} />
    </Suspense>
  );
}
