import { Link, useRouterState } from '@tanstack/react-router';
import { pickerLanguages } from '@tessera/i18n';
import { Button, LanguagePicker, ThemeToggle } from '@tessera/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { useLanguage, useTheme } from '@tessera/site-shared/preferences';
import { GroupBanner } from '@tessera/site-shared/banners';
import { AfterIdle } from '@tessera/site-shared/idle/after-idle';
import { InviteItem } from '../invite-link';
import { AppDownload } from './app-download';
import { GameCentre } from './game-centre';
import { setSideMenuAtom, sideMenuOpenAtom } from './side-menu-state';
import styles from './side-menu.module.css';
import { SupportLinks } from './support-links';

/** Site-wide menu (spec §2): a column on wide screens, a drawer on phones. */
export function SideMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [language, setLanguage, pendingLanguage] = useLanguage();
  const [theme, setTheme] = useTheme();
  const open = useAtomValue(sideMenuOpenAtom);
  const setSideMenu = useSetAtom(setSideMenuAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    setSideMenu('close');
  }, [pathname, setSideMenu]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setSideMenu('close');
  };

  return (
    <>
      <div
        className={[styles.backdrop, open && styles.shown].filter(Boolean).join(' ')}
        onClick={() => setSideMenu('close')}
        aria-hidden="true"
      />
      <aside
        id="side-menu"
        aria-label={t('common.menu')}
        className={[styles.menu, open && styles.open].filter(Boolean).join(' ')}
        onKeyDown={closeOnEscape}
      >
        <Button
          variant="ghost"
          size="sm"
          className={styles.close}
          onClick={() => setSideMenu('close')}
        >
          {t('common.closeMenu')}
        </Button>
        <LanguagePicker
          value={pendingLanguage ?? language}
          options={pickerLanguages(brand.languages)}
          onChange={setLanguage}
          busy={pendingLanguage !== null}
        />
        {/* The header has no room for the theme switch on phones; the drawer carries it. */}
        <span className={styles.phoneOnly}>
          <ThemeToggle mode={theme} onChange={setTheme} />
        </span>
        <ul className={styles.section}>
          <li>
            <Link to="/" activeOptions={{ exact: true }}>
              {t('nav.home')}
            </Link>
          </li>
          <li>
            <Link to="/favorite">{t('shell.favourites')}</Link>
          </li>
          <li>
            <Link to="/member" search={{ page: 'rewardCenter' }}>
              {t('shell.rewardCenter')}
            </Link>
          </li>
          <InviteItem />
        </ul>
        {/* Its lower part (a banner, the game centre, QR codes) waits for the page's first
            idle moment: on a phone the drawer is closed then, and on a wide screen it is below
            the links above. Opened sooner, it comes at once. */}
        <AfterIdle now={open}>
          <GroupBanner group="w_leftmenu" label={t('promotions.bannerAlt')} />
          <GameCentre />
          <AppDownload />
          <SupportLinks />
        </AfterIdle>
      </aside>
    </>
  );
}
