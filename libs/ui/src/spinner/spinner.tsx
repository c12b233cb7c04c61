import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Diameter in pixels. @default 24 */
  size?: number;
  /** What is loading, for screen readers. Required unless `decorative`. */
  label?: string;
  /** Hidden from assistive technology when something nearby already says "busy". */
  decorative?: boolean;
}

/** A loading indicator. */
export function Spinner({ size = 24, label, decorative = false }: SpinnerProps) {
  const style = { '--spinner-size': `${size}px` } as CSSProperties;
  return decorative ? (
    <span className={styles.spinner} style={style} aria-hidden="true" />
  ) : (
    <span className={styles.spinner} style={style} role="status" aria-label={label} />
  );
}
