import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../motion';
import styles from './marquee.module.css';

export interface MarqueeItem {
  id: string;
  text: string;
}

export interface MarqueeProps {
  items: readonly MarqueeItem[];
  /** Scrolling speed in px per second, the same on every screen width. @default 60 */
  speed?: number;
  /** Names the region for screen readers. @default the translated "Notices" */
  label?: string;
  /** Makes each item a button, e.g. to open the full announcement. */
  onItemClick?: (item: MarqueeItem) => void;
}

/**
 * The lobby's scrolling notice line. Pauses under the pointer and while focused; with reduced
 * motion it stands still and wraps, so every word stays readable.
 */
export function Marquee({ items, speed = 60, label, onItemClick }: MarqueeProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const listRef = useRef<HTMLUListElement>(null);
  const [distance, setDistance] = useState(0);

  // Speed is per pixel, so the duration follows the text's width (fonts, language, resize).
  // Read when the observer reports (once after the browser's next layout, then on each change):
  // reading it here would force a layout of the whole page inside React's commit.
  useEffect(() => {
    const list = listRef.current;
    if (!list || reducedMotion) return;
    const measure = () => setDistance(list.offsetWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const style =
    distance > 0 ? ({ '--marquee-duration': `${distance / speed}s` } as CSSProperties) : undefined;

  const list = (copy: boolean) => (
    <ul
      ref={copy ? undefined : listRef}
      className={styles.list}
      // The second copy only makes the loop seamless; it is hidden from readers and the Tab key.
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {onItemClick ? (
            <button
              type="button"
              className={styles.button}
              tabIndex={copy ? -1 : undefined}
              onClick={() => onItemClick(item)}
            >
              {item.text}
            </button>
          ) : (
            <span className={styles.text}>{item.text}</span>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <section
      aria-label={label ?? t('kitOverlays.notices')}
      className={`${styles.marquee} ${reducedMotion ? styles.still : ''}`}
    >
      <div className={styles.viewport}>
        <div className={styles.track} style={style}>
          {list(false)}
          {!reducedMotion && list(true)}
        </div>
      </div>
    </section>
  );
}
