import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { requiresLogin } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';
import { RouteError } from '../pages/errors/route-error';
import { SiteShell } from '../shell/site-shell';
import { loadStartup } from './startup';

export interface RouterContext {
  client: PlatformClient;
  /** Whether a session exists right now (read at each navigation). */
  isLoggedIn: () => boolean;
  /** The interface language right now, for content the platform translates. */
  language: () => string;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    if (requiresLogin(location.pathname) && !context.isLoggedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  // Decided once at start-up (spec §4); a retry after a failure runs it again.
  loader: ({ context }) => loadStartup(context.client, context.language()),
  staleTime: Infinity,
  shouldReload: false,
  component: SiteShell,
  errorComponent: RouteError,
});
