import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createI18n } from '@tessera/i18n/testing';
import type { PlatformClient } from '@tessera/sdk';
import type { PlatformFake } from '@tessera/sdk/testing';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@tessera/site-shared/query-client';
import { PromotionComments } from '../components/promotion-comments';

/**
 * Renders `PromotionComments` alone, as the promotion detail page will place it: a router whose
 * context carries the fake platform's client, the query client and English texts.
 */
export function renderComments(platform: PlatformFake, promotionId = 'welcome-bonus') {
  const i18n = createI18n('en');
  const root = createRootRouteWithContext<{ client: PlatformClient }>()({
    component: () => <PromotionComments promotionId={promotionId} />,
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { client: platform.client },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
