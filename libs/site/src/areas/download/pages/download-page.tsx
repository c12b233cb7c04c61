import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { InstallGuides } from '../components/install-guides';
import { LiteApp } from '../components/lite-app';
import { StoreApps } from '../components/store-apps';
import styles from './download.module.css';

/**
 * /download (spec §1 "mobile app download: iOS, Android, lite app"): the store apps the
 * merchant has, the lite app (this site installed) and how to install it on each platform.
 * Without store apps the lite app and its guides still lead somewhere.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.page}>
      <h1 id="download-title">{t('download.title', { brand: brand.name })}</h1>
      <p className={styles.muted}>{t('download.intro')}</p>
      <StoreApps />
      <LiteApp />
      <InstallGuides />
      <Link to="/">{t('shell.backToLobby')}</Link>
    </div>
  );
}
