import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { MemberInfo } from '@tessera/contract';
import { requiresLogin, shellLayout } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';
import { RouteError } from '@tessera/site-shared/system/route-error';
import { SiteShell } from '../shell/site-shell';
import { loadStartup } from '@tessera/site-shared/startup/startup';
import { ModalHost } from './modal-host';

export interface RouterContext {
  client: PlatformClient;
  /** Loaders prefetch what the first paint needs into it (`ensureQueryData`). */
  queryClient: QueryClient;
  /** Whether a session exists right now (read at each navigation). */
  isLoggedIn: () => boolean;
  /** The signed-in member, loaded if only the token is known yet; null without a session. */
  member: () => Promise<MemberInfo | null>;
  /** The interface language right now, for content the platform translates. */
  language: () => string;
}

/** The shell with the site's popups: the shell cannot import the app's modal host itself. */
function SiteFrame() {
  return <SiteShell modals={<ModalHost />} />;
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
  loader: ({ context }) =>
    loadStartup(context.client, context.language(), window.location.hostname),
  staleTime: Infinity,
  shouldReload: false,
  component: SiteFrame,
  errorComponent: RouteError,
});
