import { Outlet } from '@tanstack/react-router';
import { Button, Drawer } from '@tessera/ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyLogoutConfirm } from '@tessera/site-account';
import { AgentHeader } from './agent-header';
import { AgentMenu } from './agent-menu';
import styles from './agent-shell.module.css';

/**
 * The agent centre's frame: its header, the menu as a left column on desktop and as a sheet
 * behind a button on phones, and the page. Sign-out asks first (the site's logout confirmation).
 */
export function AgentLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#agent-page">
        {t('shell.skipToContent')}
      </a>
      <AgentHeader
        onSignOut={() => setSigningOut(true)}
        menuButton={
          <Button
            variant="secondary"
            size="sm"
            className={styles.menuButton}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            {t('agent.openMenu')}
          </Button>
        }
      />
      <div className={styles.body}>
        <aside className={styles.side}>
          <AgentMenu idPrefix="agent-menu" />
        </aside>
        <main id="agent-page" className={styles.page} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} side="left" title={t('agent.menu')}>
        <AgentMenu idPrefix="agent-sheet" onChoose={() => setMenuOpen(false)} />
      </Drawer>
      {signingOut && (
        <Suspense fallback={null}>
          <LazyLogoutConfirm onClose={() => setSigningOut(false)} />
        </Suspense>
      )}
    </div>
  );
}
