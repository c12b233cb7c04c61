import type { PlatformClient } from '@tessera/sdk';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { Spinner } from '@tessera/ui';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/errors/not-found-page';
import { RouteError } from '../pages/errors/route-error';
import { SiteShell } from '../shell/site-shell';

export interface RouterContext {
  client: PlatformClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Decided once at start-up (spec §4): who the merchant is and whether the site is open.
  loader: async ({ context }) => {
    const [whitelabel, status] = await Promise.all([
      context.client.system.whitelabel(),
      context.client.system.status(),
    ]);
    return { whitelabel, status };
  },
  staleTime: Infinity,
  component: SiteShell,
  errorComponent: RouteError,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const promotionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/promotions',
  // Its own chunk: the lobby's first load stays small on 4G.
  component: lazyRouteComponent(
    () => import('../pages/promotions/promotions-page'),
    'PromotionsPage',
  ),
});

const routeTree = rootRoute.addChildren([homeRoute, promotionsRoute]);

/** The site's router; the platform client reaches loaders through the context. */
export function createSiteRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: () => <Spinner size={32} decorative />,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export { rootRoute };

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
