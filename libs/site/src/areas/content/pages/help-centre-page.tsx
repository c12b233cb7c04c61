import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { HelpTopicTabs } from '../components/help-topic-tabs';
import styles from './help-centre-page.module.css';

/**
 * /helpmc and /helpmc#tag: the help centre alone, without header or footer (spec §2), for the
 * apps' web views and links from messages. A small way back to the lobby, for a browser that
 * arrived here directly.
 */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <img src={brand.logo} alt={brand.name} width={40} height={40} />
        <h1>{t('pages.helpmc')}</h1>
      </div>
      <HelpTopicTabs path="/helpmc" />
      <Link to="/" className={styles.back}>
        {t('nav.home')}
      </Link>
    </div>
  );
}
