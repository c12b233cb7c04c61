import { useEffect, useRef, useState } from 'react';
import { fitCount } from './priority-fit';

/**
 * Measures a one-row list and says how many of its items fit. Every item stays rendered (the
 * CSS wraps the overflow out of sight, so nothing jumps on load); this only tells which ones the
 * "More" menu repeats. Re-measures when the row or any item changes size (a resize, a language
 * switch, a category that appears).
 *
 * The widths are read only when a ResizeObserver reports, which it does once for each element
 * right after the browser's own next layout and again on every change. Reading them while React
 * commits would force a layout of the whole page inside the render's task: ~100 ms of blocking
 * on a phone at the lobby's first render.
 */
export function useFitCount<T extends HTMLElement>(itemCount: number) {
  const listRef = useRef<T>(null);
  const [count, setCount] = useState(itemCount);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const items = Array.from(list.children) as HTMLElement[];
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      setCount(
        fitCount(
          items.map((item) => item.offsetWidth),
          list.clientWidth,
          gap,
        ),
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [itemCount]);

  return [listRef, count] as const;
}
