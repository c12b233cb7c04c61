import type { Withdrawal } from '@tessera/contract';
import { dateTimeFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from './cashier-forms.module.css';

export interface DisputeOutcomeProps {
  withdrawal: Withdrawal;
  /** A section with its own heading (the withdrawal's page) rather than one line (its record). */
  headed?: boolean;
}

/**
 * What became of the payee's report: still with the operator, refunded (how much, when) or
 * closed with the payout standing. The operator's note is not shown: it is written for the
 * operator's records, in their language; customer service can explain a closed report.
 */
export function DisputeOutcome({ withdrawal, headed = false }: DisputeOutcomeProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { settlement } = withdrawal;
  if (!settlement)
    return withdrawal.status === 'disputed' ? (
      <p className={styles.muted}>{t('cashier.disputeOpen')}</p>
    ) : null;
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(settlement.at),
  );
  const text =
    settlement.outcome === 'upheld'
      ? t('cashier.settledRefunded', {
          amount: money(settlement.refundAmount ?? 0, withdrawal.currency),
          date,
        })
      : t('cashier.settledDismissed', { date });
  if (!headed)
    return (
      <p className={styles.muted} data-testid="dispute-outcome">
        {text}
      </p>
    );
  return (
    <section className={styles.section} aria-labelledby="dispute-outcome-title">
      <h2 id="dispute-outcome-title">{t('cashier.settlementTitle')}</h2>
      <p data-testid="dispute-outcome">{text}</p>
    </section>
  );
}
