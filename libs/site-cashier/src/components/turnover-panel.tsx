import type { TurnoverProgress } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import styles from './turnover-panel.module.css';

export interface TurnoverPanelProps {
  /** What the open requirements ask; shown while `remaining > 0`. */
  turnover: TurnoverProgress;
  /** Formats minor units in the brand's money. */
  money: (amount: number) => string;
}

/**
 * Bonus turnover still to wager before a withdrawal: required, wagered and remaining, a labelled
 * progress bar, and why the withdrawal form waits. Nothing when nothing remains.
 */
export function TurnoverPanel({ turnover, money }: TurnoverPanelProps) {
  const { t } = useTranslation();
  if (turnover.remaining <= 0) return null;
  const rows = [
    ['cashier.turnoverRequired', turnover.required],
    ['cashier.turnoverWagered', turnover.wagered],
    ['cashier.turnoverRemaining', turnover.remaining],
  ] as const;
  return (
    <section className={styles.panel} aria-labelledby="turnover-title">
      <h2 id="turnover-title">{t('cashier.turnoverTitle')}</h2>
      <dl className={styles.figures}>
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      <progress
        className={styles.bar}
        aria-label={t('cashier.turnoverProgress')}
        value={turnover.wagered}
        max={turnover.required}
      />
      <p className={styles.why}>
        {t('cashier.turnoverBlocked', { remaining: money(turnover.remaining) })}
      </p>
    </section>
  );
}
