import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  hint?: string;
  /** What the reader can do next, so the screen is never a dead end. */
  action?: ReactNode;
  /** `error` colours the title and announces it. @default 'info' */
  tone?: 'info' | 'error';
  /** Heading level of the title. @default 2 */
  level?: 1 | 2 | 3;
}

/** Fills a screen or region that has nothing to show yet, or could not load. */
export function EmptyState({ title, hint, action, tone = 'info', level = 2 }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <section
      className={[styles.empty, tone === 'error' && styles.error].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <Heading className={styles.title}>{title}</Heading>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </section>
  );
}
