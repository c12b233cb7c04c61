import { Link } from '@tanstack/react-router';
import { QRCode } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { useNearViewport } from '@tessera/site-shared/viewport/use-near-viewport';
import styles from './side-menu.module.css';

const PLATFORMS = [
  { key: 'ios', name: 'iOS' },
  { key: 'android', name: 'Android' },
] as const;

/**
 * The way to the app (spec §2): a link to the download page, which always has the lite app and
 * install guides, and QR codes of the store apps the merchant has, scanned with a phone.
 */
export function AppDownload() {
  const { t } = useTranslation();
  const { appDownload } = useStartup().permission;
  const available = PLATFORMS.filter((platform) => appDownload[platform.key]);
  // Drawing a QR code is real work for a phone: only once it can be seen (a closed drawer is
  // off the screen; a wide screen's menu column shows it when scrolled near).
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      <h2 className={styles.heading}>
        <Link to="/download">{t('shell.appDownload')}</Link>
      </h2>
      {available.length > 0 && (
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
                {near ? (
                  <QRCode value={url} size={96} margin={4} title={label} />
                ) : (
                  <span className={styles.qrSpace} />
                )}
                <span>{platform.name}</span>
              </a>
            );
          })}
        </div>
      )}
    </div>
  );
}
