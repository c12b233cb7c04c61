import styles from './status-chip.module.css';

/** How a status reads at a glance: waiting, done well, or stopped. */
export type StatusTone = 'waiting' | 'success' | 'danger' | 'neutral';

export interface StatusChipProps {
  /** The status, translated. */
  label: string;
  tone: StatusTone;
  /** Read before the status, e.g. "Status". */
  caption?: string;
}

/** A deposit's or a withdrawal's status; a live region, so a change is announced. */
export function StatusChip({ label, tone, caption }: StatusChipProps) {
  return (
    <p className={styles.row} role="status">
      {caption && <span className={styles.caption}>{caption}</span>}
      <span className={`${styles.chip} ${styles[tone]}`} data-tone={tone}>
        {label}
      </span>
    </p>
  );
}
