import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from '@tessera/site-shared/forms/money-forms.module.css';
import pageStyles from './wallet-page.module.css';

/** A single-wallet merchant: nothing to move, so say why and point to the cashier. */
export function SingleWallet({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.section} aria-labelledby="single-title">
      <h2 id="single-title">{t('wallet.singleTitle')}</h2>
      <p className={styles.muted}>{t('wallet.singleHint')}</p>
      <p>
        {t('wallet.balance')}: <strong data-testid="wallet-MAIN">{money(balance)}</strong>
      </p>
      <p className={pageStyles.links}>
        <Link to="/member/deposit-v2">{t('member.depositv2')}</Link>
        <Link to="/member/withdraw">{t('member.withdraw')}</Link>
      </p>
    </section>
  );
}
