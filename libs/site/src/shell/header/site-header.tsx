import { Link } from '@tanstack/react-router';
import { pickerLanguages } from '@tessera/i18n';
import { Button, LanguagePicker, ThemeToggle, useMediaQuery } from '@tessera/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { useLanguage, useTheme } from '@tessera/site-shared/preferences';
import { setSideMenuAtom, sideMenuOpenAtom } from '../side-menu/side-menu-state';
import { GameNav } from './game-nav';
import { MemberArea } from './member-area';
import styles from './site-header.module.css';

/** A phone has no room for the game row: the side menu holds the games (spec §2). */
const NO_GAME_ROW = '(max-width: 767px)';
/** Below a wide screen the side menu's language picker is the one. */
const NO_LANGUAGE_SLOT = '(max-width: 1279px)';

/**
 * Brand, game navigation, language, theme and the member area (spec §2). Parts a screen has no
 * room for are not built at all (a phone's header was 150 hidden elements of its 170).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [language, setLanguage, pendingLanguage] = useLanguage();
  const [theme, setTheme] = useTheme();
  const menuOpen = useAtomValue(sideMenuOpenAtom);
  const setSideMenu = useSetAtom(setSideMenuAtom);
  const gameRow = !useMediaQuery(NO_GAME_ROW);
  const languageSlot = !useMediaQuery(NO_LANGUAGE_SLOT);

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
      {gameRow && <GameNav />}
      <div className={styles.tools}>
        {languageSlot && (
          <span className={styles.wideOnly}>
            <LanguagePicker
              compact
              value={pendingLanguage ?? language}
              options={pickerLanguages(brand.languages)}
              onChange={setLanguage}
              busy={pendingLanguage !== null}
            />
          </span>
        )}
        <span className={`${styles.wideOnly} ${styles.themeIcon}`}>
          <ThemeToggle mode={theme} onChange={setTheme} />
        </span>
        <MemberArea />
      </div>
    </header>
  );
}
