import type { BrandConfig } from '@tessera/brand';
import type { PlatformClient } from '@tessera/sdk';
import { ToastProvider } from '@tessera/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { Provider as StoreProvider, type createStore } from 'jotai';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languageAtom } from '@tessera/site-shared/preferences';
import { MEMBER_KEY, memberQuery } from '@tessera/site-shared/session';
import { BrandContext } from '@tessera/site-shared/brand/brand-context';
import { removeBootBanner } from '@tessera/site-shared/banners/boot-banner';
import { createSiteRouter } from './router';
import { createQueryClient } from '@tessera/site-shared/query-client';

/** The static first paint's header in each brand's index.html. */
export const BOOT_HEADER_ID = 'boot-header';

export interface SiteAppProps {
  brand: Readonly<BrandConfig>;
  client: PlatformClient;
  i18n: I18n;
  store: ReturnType<typeof createStore>;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
  /** Server state and router made (and perhaps loaded) before the first render; else made here. */
  runtime?: SiteRuntime;
}

/** The site's server-state cache and its router, which reads from it. */
export interface SiteRuntime {
  queryClient: QueryClient;
  router: ReturnType<typeof createSiteRouter>;
}

/** One per site instance (and per test render): server state never leaks between them. */
export function createSiteRuntime(
  client: PlatformClient,
  store: ReturnType<typeof createStore>,
  history?: RouterHistory,
): SiteRuntime {
  const queryClient = createQueryClient();
  const router = createSiteRouter(
    {
      client,
      queryClient,
      // The token the SDK holds (found in the URL or session storage at start-up) is the session.
      isLoggedIn: () => client.tokenStore.get() !== null,
      member: async () =>
        client.tokenStore.get() === null
          ? null
          : queryClient.ensureQueryData(memberQuery(client)).catch(() => null),
      language: () => store.get(languageAtom),
    },
    history,
  );
  // The brand's index.html paints a header before any script runs; it goes once the router has
  // drawn the first screen (the page, or its error), over which it stood without moving it.
  // The early banner stays on the home until the lobby's own has loaded (BannerCarousel).
  // Subscribed here, not in an effect: a router loaded before the first render reports that
  // render from the layout phase, before any effect of SiteApp's would be listening.
  router.subscribe('onRendered', ({ toLocation }) => {
    document.getElementById(BOOT_HEADER_ID)?.remove();
    if (toLocation.pathname !== '/') removeBootBanner();
  });
  return { queryClient, router };
}

/** The whole site as one component, everything it needs passed in. */
export function SiteApp({ brand, client, i18n, store, history, runtime }: SiteAppProps) {
  const [{ queryClient, router }] = useState(
    () => runtime ?? createSiteRuntime(client, store, history),
  );
  // A new or dropped token (sign-in, logout, a 401) starts the member's server state afresh.
  useEffect(
    () =>
      client.tokenStore.subscribe(() => void queryClient.resetQueries({ queryKey: MEMBER_KEY })),
    [client, queryClient],
  );
  return (
    <BrandContext.Provider value={brand}>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </StoreProvider>
    </BrandContext.Provider>
  );
}
