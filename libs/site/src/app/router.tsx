import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui';
import { NotFoundPage } from '@tessera/site-shared/system/not-found-page';
import { RouteError } from '@tessera/site-shared/system/route-error';
import type { RouterContext } from './root-route';
import { routeTree } from './routes';

export type { RouterContext };

/** The site's router; the platform client and session reach loaders through the context. */
export function createSiteRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: () => <Spinner size={32} decorative />,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
