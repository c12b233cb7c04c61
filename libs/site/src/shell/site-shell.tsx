import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-shell.module.css';

/** The frame every page lives in: header, side menu, main view, footer. */
export function SiteShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <SiteHeader menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
