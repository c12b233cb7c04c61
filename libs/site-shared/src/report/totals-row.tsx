import { useTranslation } from 'react-i18next';
import styles from './report.module.css';

export interface Total {
  label: string;
  /** Already formatted. */
  value: string;
  tone?: 'in' | 'out';
}

/**
 * The sums of the whole filtered range (not only the loaded rows), as the platform gives them;
 * `label` names another set of figures (e.g. one member's own).
 */
export function TotalsRow({ totals, label }: { totals: readonly Total[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.totals} aria-label={label ?? t('records.totals')}>
      {totals.map((total) => (
        <div key={total.label} className={styles.total}>
          <dt>{total.label}</dt>
          <dd className={total.tone && styles[total.tone]}>{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}
