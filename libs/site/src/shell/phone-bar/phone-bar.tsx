import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGatedAction } from '@tessera/site-account';
import styles from './phone-bar.module.css';

/**
 * The bottom bar of a phone or tablet: the lobby, promotions, Deposit and Withdraw always one tap away (the
 * header has room for the balance and the account menu only). Visitors asking for money pages
 * are sent to log in, as the header's buttons do. Drawn by CSS below 1024 px only, never measured.
 */
export function PhoneBar() {
  const { t } = useTranslation();
  const gate = useGatedAction();
  return (
    <nav aria-label={t('shell.quickBar')} className={styles.bar}>
      <Link to="/" activeOptions={{ exact: true }} className={styles.item}>
        {t('nav.home')}
      </Link>
      <Link to="/promotions" className={styles.item}>
        {t('nav.promotions')}
      </Link>
      <Link to="/member/deposit-v2" className={`${styles.item} ${styles.money}`} onClick={gate}>
        {t('shell.deposit')}
      </Link>
      <Link to="/member/withdraw" className={styles.item} onClick={gate}>
        {t('shell.withdraw')}
      </Link>
    </nav>
  );
}
