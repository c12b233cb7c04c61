import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import styles from '../pages/download.module.css';

/** The lite app: this site on the home screen, installed in one press where the browser offers it. */
export function LiteApp() {
  const { t } = useTranslation();
  const { installed, install } = useInstallPrompt();
  return (
    <section className={styles.section} aria-labelledby="lite-app">
      <h2 id="lite-app">{t('download.liteTitle')}</h2>
      <p>{t('download.liteIntro')}</p>
      {installed ? (
        <p role="status">{t('download.installed')}</p>
      ) : (
        install && (
          <Button type="button" onClick={() => void install()}>
            {t('download.install')}
          </Button>
        )
      )}
    </section>
  );
}
