import { QRCode } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useStartup } from '../../core/startup/use-startup';
import styles from './side-menu.module.css';

const PLATFORMS = [
  { key: 'ios', name: 'iOS' },
  { key: 'android', name: 'Android' },
] as const;

/** QR codes a visitor scans with their phone to install the brand's app (spec §2). */
export function AppDownload() {
  const { t } = useTranslation();
  const { appDownload } = useStartup().permission;
  const available = PLATFORMS.filter((platform) => appDownload[platform.key]);
  if (available.length === 0) return null;
  return (
    <div>
      <h2 className={styles.heading}>{t('shell.appDownload')}</h2>
      <div className={styles.qrs}>
        {available.map((platform) => {
          const url = appDownload[platform.key] as string;
          const label = t('shell.scanToInstall', { platform: platform.name });
          return (
            <a
              key={platform.key}
              className={styles.qr}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <QRCode value={url} size={96} margin={4} title={label} />
              <span>{platform.name}</span>
            </a>
          );
        })}
      </div>
    </div>
  );
}
