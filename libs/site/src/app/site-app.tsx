import type { BrandConfig } from '@tessera/brand';
import type { PlatformClient } from '@tessera/sdk';
import { ToastProvider } from '@tessera/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { Provider as StoreProvider, type createStore } from 'jotai';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languageAtom } from '../core/preferences';
import { hasSessionAtom, memberAtom, tokenAtom } from '../core/session';
import { loadMemberInto } from '../core/session/load-member';
import { BrandContext } from '../core/brand/brand-context';
import { createSiteRouter } from './router';
import { createQueryClient } from '../core/query-client';

export interface SiteAppProps {
  brand: Readonly<BrandConfig>;
  client: PlatformClient;
  i18n: I18n;
  store: ReturnType<typeof createStore>;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

/** The whole site as one component, everything it needs passed in. */
export function SiteApp({ brand, client, i18n, store, history }: SiteAppProps) {
  // One per site instance (and per test render): server state never leaks between them.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    // The token the SDK found (URL query or session storage) is the session at start-up.
    store.set(tokenAtom, client.tokenStore.get());
    return createSiteRouter(
      {
        client,
        queryClient,
        isLoggedIn: () => store.get(hasSessionAtom),
        member: async () =>
          store.get(memberAtom) ??
          (store.get(hasSessionAtom) ? loadMemberInto(store, client).catch(() => null) : null),
        language: () => store.get(languageAtom),
      },
      history,
    );
  });
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
