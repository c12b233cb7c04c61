import { useLoaderData } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../app/brand-context';
import styles from './home-page.module.css';

/** The lobby. For now: the brand's welcome and what the platform says about the merchant. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { whitelabel, status } = useLoaderData({ from: '__root__' });
  const end = status.maintenanceEnd
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.maintenanceEnd),
      )
    : null;

  return (
    <section className={styles.hero} aria-labelledby="welcome">
      <h1 id="welcome">{t('home.welcome', { name: brand.name })}</h1>
      <p data-testid="merchant">
        {t('home.merchant', { name: whitelabel.displayName, currency: whitelabel.currency })}
      </p>
      <p
        data-testid="system-status"
        className={[styles.status, status.maintenance && styles.maintenance]
          .filter(Boolean)
          .join(' ')}
      >
        {status.maintenance
          ? end
            ? t('home.maintenance', { end })
            : t('home.maintenanceNoEnd')
          : t('home.open')}
      </p>
    </section>
  );
}
