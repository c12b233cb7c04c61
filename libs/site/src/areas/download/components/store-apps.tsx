import { QRCode } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import styles from '../pages/download.module.css';

const PLATFORMS = [
  { key: 'ios', name: 'iOS' },
  { key: 'android', name: 'Android' },
] as const;

/** The merchant's store apps (`permission.appDownload`): a QR code to scan and a link each. */
export function StoreApps() {
  const { t } = useTranslation();
  const { appDownload } = useStartup().permission;
  const available = PLATFORMS.flatMap((platform) => {
    const url = appDownload[platform.key];
    return url ? [{ ...platform, url }] : [];
  });
  return (
    <section className={styles.section} aria-labelledby="store-apps">
      <h2 id="store-apps">{t('download.storeApps')}</h2>
      {available.length === 0 ? (
        <p className={styles.muted}>{t('download.noStoreApps')}</p>
      ) : (
        <ul className={styles.stores}>
          {available.map((platform) => (
            <li key={platform.key} className={styles.store}>
              <QRCode
                value={platform.url}
                size={160}
                margin={8}
                title={t('shell.scanToInstall', { platform: platform.name })}
              />
              <a href={platform.url} target="_blank" rel="noopener noreferrer">
                {t('download.openStore', { platform: platform.name })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
