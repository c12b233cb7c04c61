import { Link } from '@tanstack/react-router';
import { pickerLanguages } from '@tessera/i18n';
import { Button, LanguagePicker, ThemeToggle } from '@tessera/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../core/brand/brand-context';
import { useLanguage, useTheme } from '../../core/preferences';
import { setSideMenuAtom, sideMenuOpenAtom } from '../side-menu/side-menu-state';
import { GameNav } from './game-nav';
import { MemberArea } from './member-area';
import styles from './site-header.module.css';

/** Brand, game navigation, language, theme and the member area (spec §2). */
export function SiteHeader() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [language, setLanguage, pendingLanguage] = useLanguage();
  const [theme, setTheme] = useTheme();
  const menuOpen = useAtomValue(sideMenuOpenAtom);
  const setSideMenu = useSetAtom(setSideMenuAtom);

  return (
    <header className={styles.header}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        aria-label={t('shell.openMenu')}
        onClick={() => setSideMenu('reverse')}
      >
        <span aria-hidden="true">☰</span>
      </Button>
      <Link to="/" className={styles.brand}>
        <img src={brand.logo} alt="" className={styles.logo} width={36} height={36} />
        <span className={styles.brandName} data-testid="brand-name">
          {brand.name}
        </span>
      </Link>
      <GameNav />
      <div className={styles.tools}>
        <span className={`${styles.wideOnly} ${styles.languageSlot}`}>
          <LanguagePicker
            compact
            value={pendingLanguage ?? language}
            options={pickerLanguages(brand.languages)}
            onChange={setLanguage}
            busy={pendingLanguage !== null}
          />
        </span>
        <span className={`${styles.wideOnly} ${styles.themeIcon}`}>
          <ThemeToggle mode={theme} onChange={setTheme} />
        </span>
        <MemberArea />
      </div>
    </header>
  );
}
