import { useTranslation } from 'react-i18next';
import { useBrand } from '../app/brand-context';
import { useLanguage } from '../preferences';
import styles from './site-footer.module.css';

/** Licence text and rights line, in the reader's language where the brand wrote one. */
export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [language] = useLanguage();
  return (
    <footer className={styles.footer}>
      <h2>{t('footer.licence')}</h2>
      <p data-testid="licence">{brand.licence[language] ?? brand.licence.en}</p>
      <p>{t('footer.rights', { year: new Date().getFullYear(), name: brand.name })}</p>
    </footer>
  );
}
