import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../motion';
import { Skeleton } from '../skeleton';
import styles from './winners-board.module.css';

/** One line of the board, with its texts already formatted for the reader. */
export interface WinnerRow {
  /** Stable and unique within the board. */
  id: string;
  /** The winner as the platform shows it, usually masked (`pl***1`). */
  name: string;
  game: string;
  /** The win, formatted with its currency, e.g. "৳1,234,567.50". */
  amount: string;
  /** Small game artwork; decorative, since the game's name is written beside it. */
  iconUrl?: string;
}

export interface WinnersBoardProps {
  title: string;
  /** The wins, biggest first; leave undefined while they load (placeholder lines show). */
  rows?: readonly WinnerRow[];
  /** What shows when there are no wins, e.g. a friendly line. */
  empty: ReactNode;
  /** Replaces the list when it could not load, e.g. a message with a retry button. */
  error?: ReactNode;
  /**
   * Scrolling speed in px per second. @default 30: the spec's 0.5 px a frame at 60 frames a
   * second, kept per second so 90 and 120 Hz screens do not scroll faster.
   */
  speed?: number;
  /** Lines visible at once; the board keeps this height in every state. @default 5 */
  visibleRows?: number;
  /** Heading level of the title. @default 2 */
  level?: 2 | 3;
}

function Rows({ rows, copy }: { rows: readonly WinnerRow[]; copy?: boolean }) {
  return (
    <ol
      className={styles.list}
      // The second copy only makes the loop seamless; readers and the Tab key skip it.
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          {row.iconUrl ? (
            <img
              className={styles.icon}
              src={row.iconUrl}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.icon} />
          )}
          <span className={styles.who}>
            <span className={styles.name}>{row.name}</span>
            <span className={styles.game}>{row.game}</span>
          </span>
          <span className={styles.amount}>{row.amount}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The biggest recent wins, scrolling upward in a loop when they do not all fit. The motion is a
 * CSS animation (no script per frame, and browsers skip it in hidden tabs); it pauses under the
 * pointer and while focused, and with reduced motion the list stands still and scrolls by hand.
 */
export function WinnersBoard({
  title,
  rows,
  empty,
  error,
  speed = 30,
  visibleRows = 5,
  level = 2,
}: WinnersBoardProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [listHeight, setListHeight] = useState(0);
  const [fits, setFits] = useState(true);

  // Whether the lines overflow, and how far one loop travels, follow fonts, language and resizes.
  useEffect(() => {
    const viewport = viewportRef.current;
    const list = listRef.current;
    if (!viewport || !list) return;
    // Sizes are read when the observer reports (it does once at the start), after the browser's
    // own layout: read here in the effect, they forced a layout of the whole page inside React's
    // commit (~230 ms on a phone's lobby at 4x CPU).
    const measure = () => {
      setListHeight(list.offsetHeight);
      setFits(list.offsetHeight <= viewport.clientHeight);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [rows]);

  const moving = !!rows && rows.length > 0 && !fits && !reducedMotion && listHeight > 0;
  const style = {
    '--winners-visible-rows': visibleRows,
    ...(moving && { '--winners-duration': `${listHeight / speed}s` }),
  } as CSSProperties;

  let body: ReactNode;
  if (error) body = <div className={styles.message}>{error}</div>;
  else if (!rows)
    body = (
      <div className={styles.loading} aria-busy="true">
        {Array.from({ length: visibleRows }, (_, index) => (
          <span key={index} className={styles.row}>
            <Skeleton shape="circle" width={32} />
            <Skeleton width="60%" />
          </span>
        ))}
      </div>
    );
  else if (rows.length === 0) body = <div className={styles.message}>{empty}</div>;
  else
    body = (
      <div
        ref={viewportRef}
        className={`${styles.viewport} ${moving ? styles.moving : ''}`}
        // Focus pauses the motion (WCAG 2.2.2); a still, overflowing list scrolls by keyboard.
        tabIndex={moving || !fits ? 0 : undefined}
        role="group"
        aria-labelledby={titleId}
      >
        <div className={styles.track}>
          <div ref={listRef}>
            <Rows rows={rows} />
          </div>
          {moving && <Rows rows={rows} copy />}
        </div>
      </div>
    );

  return (
    <section className={styles.board} aria-labelledby={titleId} style={style}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {body}
    </section>
  );
}
