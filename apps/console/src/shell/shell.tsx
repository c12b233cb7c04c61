import { Link } from '@tanstack/react-router';
import { STAFF_SESSION_ROUTES } from '@tessera/contract';
import { Button, Select } from '@tessera/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallOps } from '../core/ops';
import { usePermissions, useSelf, useSession } from '../core/session';
import { COMING_DESKS, DESKS } from './desks';
import { LanguageSwitcher } from './language-switcher';
import styles from './shell.module.css';

/** The merchants the caller acts for, to pick the one the desks work on. */
export function MerchantSwitcher() {
  const { t } = useTranslation();
  const self = useSelf();
  const { merchant, setMerchant } = useSession();
  const scope = self.staff.merchants;
  const options = [
    { value: '', label: t('console.allMerchants') },
    ...(scope.all ? [] : scope.codes.map((code) => ({ value: code, label: code }))),
  ];
  return (
    <Select
      label={t('console.merchant')}
      hideLabel
      value={merchant}
      options={options}
      disabled={options.length < 2}
      onChange={(event) => setMerchant(event.target.value)}
    />
  );
}

/** The signed-in frame: header (merchant, language, sign out) and the desks the role allows. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const self = useSelf();
  const can = usePermissions();
  const callOps = useCallOps();
  const session = useSession();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const desks = DESKS.filter((desk) => can(desk.permission));
  const coming = COMING_DESKS.filter((desk) => desk.permissions.some(can));

  async function signOut() {
    setLeaving(true);
    try {
      await callOps(STAFF_SESSION_ROUTES.signOut);
    } catch {
      // Signed out either way: the session is gone from this screen.
    }
    queryClient.clear();
    session.signedOut(false);
  }

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#console-main">
        {t('console.skipToContent')}
      </a>
      <header className={styles.header}>
        <Button
          variant="ghost"
          size="sm"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="console-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('console.menu')}
        </Button>
        <Link to="/" className={styles.brand}>
          {t('console.appName')}
        </Link>
        <div className={styles.headerTools}>
          <MerchantSwitcher />
          <LanguageSwitcher />
          <Link to="/account" className={styles.who} title={self.staff.email}>
            {self.staff.name}
          </Link>
          <Button variant="secondary" size="sm" onClick={signOut} loading={leaving}>
            {t('console.signOut')}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav
          id="console-nav"
          aria-label={t('console.navLabel')}
          className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          <ul className={styles.navList}>
            <li>
              <Link
                to="/"
                className={styles.navLink}
                activeOptions={{ exact: true }}
                onClick={() => setMenuOpen(false)}
              >
                {t('console.navHome')}
              </Link>
            </li>
            {desks.map((desk) => (
              <li key={desk.to}>
                <Link
                  to={desk.to}
                  className={styles.navLink}
                  activeOptions={{ exact: true }}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(`console.${desk.label}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/account" className={styles.navLink} onClick={() => setMenuOpen(false)}>
                {t('console.navAccount')}
              </Link>
            </li>
            <li>
              <Link to="/sessions" className={styles.navLink} onClick={() => setMenuOpen(false)}>
                {t('console.navSessions')}
              </Link>
            </li>
          </ul>
          {coming.length > 0 && (
            <ul className={styles.navList} aria-label={t('console.coming')}>
              {coming.map((desk) => (
                <li key={desk.label} className={styles.coming} aria-disabled="true">
                  <span>{t(`console.${desk.label}`)}</span>
                  <span className={styles.comingTag}>{t('console.coming')}</span>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <main id="console-main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
