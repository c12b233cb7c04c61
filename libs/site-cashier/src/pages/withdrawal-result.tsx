import type { Withdrawal } from '@tessera/contract';
import { Link } from '@tanstack/react-router';
import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from '../components/cashier-forms.module.css';
import { StatusChip } from '../components/status-chip';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { WITHDRAWAL_STATUS } from '../utils/status-views';

/** A withdrawal just requested: amount, where it goes, its status; a member cannot cancel it. */
export function WithdrawalResult({
  withdrawal,
  onAgain,
}: {
  withdrawal: Withdrawal;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const view = WITHDRAWAL_STATUS[withdrawal.status];
  const { provider, maskedNumber } = withdrawal.payee;
  return (
    <section className={styles.section} aria-labelledby="withdrawal-result">
      <h2 id="withdrawal-result">{t('cashier.withdrawTitle')}</h2>
      <p className={styles.amount}>{money(withdrawal.amount, withdrawal.currency)}</p>
      <p className={styles.muted}>
        {t('cashier.payTo')}: {provider} {maskedNumber}
      </p>
      <StatusChip caption={t('cashier.status')} label={t(view.label)} tone={view.tone} />
      <p className={styles.muted}>{t('cashier.withdrawalHint')}</p>
      {/* Where the member confirms the money arrived once it is paid. */}
      <Link to="/member/withdraw/$id" params={{ id: String(withdrawal.id) }}>
        {t('wallet.details')}
      </Link>
      <Button variant="secondary" onClick={onAgain}>
        {t('cashier.newWithdrawal')}
      </Button>
    </section>
  );
}
