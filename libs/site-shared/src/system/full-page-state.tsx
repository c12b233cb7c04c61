import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/brand-context';
import { useStartup } from '../startup/use-startup';
import styles from './full-page-state.module.css';

/** The frame of a state that replaces the whole site: brand, message, customer service. */
export function FullPageState({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const service = useStartup().permission.customerService[0];
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="full-page-title">
        <img src={brand.logo} alt={brand.name} className={styles.logo} width={72} height={72} />
        <h1 id="full-page-title">{title}</h1>
        {children}
        {service && (
          <a className="button-link" href={service.url} target="_blank" rel="noopener noreferrer">
            {t('systemPages.contactSupport')}
          </a>
        )}
      </section>
    </main>
  );
}
