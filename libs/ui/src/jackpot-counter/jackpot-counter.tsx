import { useId } from 'react';
import styles from './jackpot-counter.module.css';

export interface JackpotCounterProps {
  /** The heading that names the counter, e.g. "Progressive jackpot". */
  title: string;
  /** The amount, already formatted for the reader's language (digits, grouping, decimals). */
  amount: string;
  /** The currency symbol, e.g. "৳". */
  symbol?: string;
  /** Which side of the amount the symbol stands, as the reader's language writes money. @default 'start' */
  symbolAt?: 'start' | 'end';
  /** Heading level of the title. @default 2 */
  level?: 2 | 3;
}

/**
 * A big, growing prize amount under its title. The amount changes every few seconds, so it is
 * not a live region: a screen reader reads it when the reader gets there, not on every tick.
 */
export function JackpotCounter({
  title,
  amount,
  symbol,
  symbolAt = 'start',
  level = 2,
}: JackpotCounterProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.jackpot} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.amount} aria-live="off">
        {symbol && symbolAt === 'start' && <span className={styles.symbol}>{symbol}</span>}
        <span>{amount}</span>
        {symbol && symbolAt === 'end' && <span className={styles.symbol}>{symbol}</span>}
      </p>
    </section>
  );
}
