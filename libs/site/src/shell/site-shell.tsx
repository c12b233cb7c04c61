import { Outlet, useRouterState } from '@tanstack/react-router';
import { mainViewKey, shellLayout, SystemStatus } from '@tessera/domain';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { SessionWatcher } from '@tessera/site-shared/session';
import { FavouritesProvider } from '@tessera/site-games';
import { RealityCheckWatcher } from '../areas/protection';
import {
  LazyInvalidUrlPage,
  LazyMaintenancePage,
  LazyRegionBlockedPage,
} from '@tessera/site-shared/system/lazy-system-pages';
import { AfterIdle } from '@tessera/site-shared/idle/after-idle';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { PhoneBar } from './phone-bar/phone-bar';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu/side-menu';
import styles from './site-shell.module.css';

export interface SiteShellProps {
  /** The site's popups, shown over the player shell (the app passes its modal host). */
  modals?: ReactNode;
}

/**
 * The frame every page lives in (spec §2): full-page states first, then the agent view or the
 * player shell, with the main view re-created per full path.
 */
export function SiteShell({ modals }: SiteShellProps) {
  const { t } = useTranslation();
  const { systemStatus } = useStartup();
  const location = useRouterState({ select: (state) => state.location });
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });

  // Scroll to the top when the route name changes, not when only the query does. Braces matter:
  // recent Chromium returns a promise from scrollTo, and an effect may only return a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const FullPage =
    systemStatus === SystemStatus.InvalidUrl
      ? LazyInvalidUrlPage
      : systemStatus === SystemStatus.Maintenance
        ? LazyMaintenancePage
        : systemStatus === SystemStatus.RegionRestricted
          ? LazyRegionBlockedPage
          : null;
  if (FullPage)
    return (
      <Suspense fallback={null}>
        <FullPage />
      </Suspense>
    );

  const layout = shellLayout(location.pathname);
  const view = (
    <FavouritesProvider>
      <div key={mainViewKey(location.pathname, location.searchStr)}>
        <Outlet />
      </div>
    </FavouritesProvider>
  );
  // The agent centre draws its own header, menu and main landmark (areas/agent AgentLayout).
  if (layout.frame === 'agent' && mainViewKey(location.pathname) === '/agenthome')
    return (
      <>
        <SessionWatcher />
        {view}
      </>
    );
  if (layout.frame !== 'site')
    return (
      <main id="main">
        <SessionWatcher />
        <RealityCheckWatcher />
        {view}
      </main>
    );

  return (
    <div
      className={[styles.shell, !layout.sideMenu && styles.noSideMenu].filter(Boolean).join(' ')}
    >
      <a className={styles.skip} href="#main">
        {t('shell.skipToContent')}
      </a>
      {navigating && (
        <div className={styles.progress} role="progressbar" aria-label={t('shell.loading')} />
      )}
      <SessionWatcher />
      <RealityCheckWatcher />
      <SiteHeader />
      {layout.sideMenu && <SideMenu />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {view}
      </main>
      {/* Below the page, so built after the first screen (and nothing above it moves). */}
      <AfterIdle>
        <SiteFooter />
      </AfterIdle>
      <PhoneBar />
      <ScrollToTop />
      {modals}
    </div>
  );
}
