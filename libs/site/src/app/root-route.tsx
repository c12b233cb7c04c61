import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { MemberInfo } from '@tessera/contract';
import { requiresLogin, shellLayout } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';
import { RouteError } from '../pages/errors/route-error';
import { SiteShell } from '../shell/site-shell';
import { loadStartup } from './startup';

export interface RouterContext {
  client: PlatformClient;
  /** Whether a session exists right now (read at each navigation). */
  isLoggedIn: () => boolean;
  /** The signed-in member, loaded if only the token is known yet; null without a session. */
  member: () => Promise<MemberInfo | null>;
  /** The interface language right now, for content the platform translates. */
  language: () => string;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    if (requiresLogin(location.pathname) && !context.isLoggedIn()) {
      // The agent centre has its own login page (spec §2); the popup is for players.
      if (shellLayout(location.pathname).frame === 'agent') throw redirect({ to: '/agent' });
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
