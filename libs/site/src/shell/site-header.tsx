import { Link } from '@tanstack/react-router';
import { TABLE_LANGUAGES } from '@tessera/i18n';
import { Button, LanguagePicker, ThemeToggle } from '@tessera/ui';
import type { TableLanguage } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../app/brand-context';
import { useLanguage, useTheme } from '../preferences';
import { NAV_ITEMS } from './nav-items';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  menuOpen: boolean;
  onMenuToggle: () => void;
}

/** Brand, main navigation, language and theme. */
export function SiteHeader({ menuOpen, onMenuToggle }: SiteHeaderProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [language, setLanguage] = useLanguage();
  const [theme, setTheme] = useTheme();
  const languages = TABLE_LANGUAGES.filter((option) => brand.languages.includes(option.code));

  return (
    <header className={styles.header}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onMenuToggle}
      >
        <span aria-hidden="true">☰</span>
        {t('common.menu')}
      </Button>
      <Link to="/" className={styles.brand}>
        <img src={brand.logo} alt="" className={styles.logo} width={36} height={36} />
        <span data-testid="brand-name">{brand.name}</span>
      </Link>
      <nav aria-label={t('nav.main')} className={styles.nav}>
        {NAV_ITEMS.map((item) => (
          <Link key={item.to} to={item.to} activeOptions={{ exact: true }}>
            {t(item.label)}
          </Link>
        ))}
      </nav>
      <div className={styles.tools}>
        <LanguagePicker
          compact
          value={language}
          options={languages}
          onChange={(code) => setLanguage(code as TableLanguage)}
        />
        <ThemeToggle mode={theme} onChange={setTheme} />
      </div>
    </header>
  );
}
