import { useTranslation } from 'react-i18next';
import { useBrand } from '../../app/brand-context';
import { useStartup } from '../../app/hooks/use-startup';
import { NoticeLine } from './notice-line';
import styles from './home-page.module.css';

/** The lobby. For now: the notice line, the brand's welcome and what the platform says. */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { whitelabel } = useStartup();

  return (
    <>
      <NoticeLine />
      <section className={styles.hero} aria-labelledby="welcome">
        <h1 id="welcome">{t('home.welcome', { name: brand.name })}</h1>
        <p data-testid="merchant">
          {t('home.merchant', { name: whitelabel.displayName, currency: whitelabel.currency })}
        </p>
        <p data-testid="system-status" className={styles.status}>
          {t('home.open')}
        </p>
      </section>
    </>
  );
}
