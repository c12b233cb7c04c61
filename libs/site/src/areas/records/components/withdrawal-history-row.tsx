import type { Withdrawal } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@tessera/site-shared/format/use-date-time';
import { DisputeOutcome, StatusChip, WITHDRAWAL_STATUS } from '@tessera/site-cashier';
import styles from './records.module.css';

export interface WithdrawalHistoryRowProps {
  withdrawal: Withdrawal;
  /** Formats minor units in a currency, as the page's `useMoney()` does. */
  money: (amount: number, currency?: string) => string;
  /** What the member can do with this withdrawal (e.g. confirm a paid one); nothing by default. */
  actions?: ReactNode;
}

/**
 * One withdrawal in the history: amount, status, where it went and when, and what became of a
 * report. A component of its own so the payee's confirmation of a paid withdrawal can join it
 * as an action.
 */
export function WithdrawalHistoryRow({ withdrawal, money, actions }: WithdrawalHistoryRowProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const view = WITHDRAWAL_STATUS[withdrawal.status];
  const { provider, maskedNumber } = withdrawal.payee;
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <p className={styles.cardAmount}>{money(withdrawal.amount, withdrawal.currency)}</p>
        <StatusChip label={t(view.label)} tone={view.tone} />
      </div>
      <p className={styles.muted}>
        {t('cashier.payTo')}: {provider} {maskedNumber}
      </p>
      <p className={styles.muted}>
        {dateTime(withdrawal.createdAt)} · WDR-{withdrawal.id}
      </p>
      <DisputeOutcome withdrawal={withdrawal} />
      {actions}
    </article>
  );
}
