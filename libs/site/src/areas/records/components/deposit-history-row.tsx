import type { Deposit } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@tessera/site-shared/format/use-date-time';
import { DEPOSIT_STATUS, StatusChip } from '@tessera/site-cashier';
import styles from './records.module.css';

export interface DepositHistoryRowProps {
  deposit: Deposit;
  /** Formats minor units in a currency, as the page's `useMoney()` does. */
  money: (amount: number, currency?: string) => string;
}

/** One deposit in the history: amount, status, when it was made and its reference. */
export function DepositHistoryRow({ deposit, money }: DepositHistoryRowProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const view = DEPOSIT_STATUS[deposit.status];
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <p className={styles.cardAmount}>{money(deposit.amount, deposit.currency)}</p>
        <StatusChip label={t(view.label)} tone={view.tone} />
      </div>
      <p className={styles.muted}>
        {dateTime(deposit.createdAt)} · DEP-{deposit.id}
      </p>
    </article>
  );
}
