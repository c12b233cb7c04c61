import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { STAFF_SESSION_ROUTES, type StaffSelf } from '@tessera/contract';
import { createOpsClient } from '@tessera/sdk';
import { ToastProvider } from '@tessera/ui';
import type { i18n } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { OpsProvider } from '../core/ops';
import { SessionProvider, type Session, type SessionState } from '../core/session';
import { createConsoleRouter } from './router';

export interface ConsoleAppProps {
  i18n: i18n;
  /** The console's origin (/ops proxied behind it). @default window.location.origin */
  baseUrl?: string;
  /** For tests and stories: the fake platform's fetch. */
  fetch?: typeof fetch;
  /** For tests and stories: a memory history. */
  history?: RouterHistory;
}

/** The whole console: ops client, session, queries, translations and the router. */
export function ConsoleApp(props: ConsoleAppProps) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  const [merchant, setMerchant] = useState('');
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
        },
      }),
  );
  const onEnded = useRef(() => {});
  onEnded.current = () => {
    queryClient.clear();
    // A 401 while signed in is a session that ended; while checking, there was none.
    setState((current) =>
      current.status === 'signedIn'
        ? { status: 'signedOut', ended: true }
        : { status: 'signedOut', ended: false },
    );
  };
  const [client] = useState(() =>
    createOpsClient({
      baseUrl: props.baseUrl ?? window.location.origin,
      language: () => props.i18n.language,
      onUnauthorized: () => onEnded.current(),
      ...(props.fetch ? { fetch: props.fetch } : {}),
    }),
  );
  const [router] = useState(() => createConsoleRouter(props.history));

  useEffect(() => {
    let live = true;
    client.callOps(STAFF_SESSION_ROUTES.self).then(
      (self) => live && setState({ status: 'signedIn', self }),
      () =>
        live &&
        setState((current) =>
          current.status === 'checking' ? { status: 'signedOut', ended: false } : current,
        ),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const session = useMemo<Session>(
    () => ({
      state,
      signedIn: (self: StaffSelf) => setState({ status: 'signedIn', self }),
      signedOut: (ended = false) => setState({ status: 'signedOut', ended }),
      merchant,
      setMerchant,
    }),
    [state, merchant],
  );

  return (
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={queryClient}>
        <OpsProvider client={client}>
          <SessionProvider value={session}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </SessionProvider>
        </OpsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
