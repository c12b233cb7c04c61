import type { Deposit } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUS, StatusChip, useMoney } from '../../cashier';
import styles from './records.module.css';

/** One deposit in the history: amount, status, when it was made and its reference. */
export function DepositHistoryRow({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const view = DEPOSIT_STATUS[deposit.status];
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <p className={styles.cardAmount}>{money(deposit.amount, deposit.currency)}</p>
        <StatusChip label={t(view.label)} tone={view.tone} />
      </div>
      <p className={styles.muted}>
        {deposit.createdAt} · DEP-{deposit.id}
      </p>
    </article>
  );
}
