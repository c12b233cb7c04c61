import { useLayoutEffect, useRef, useState } from 'react';
import { fitCount } from './priority-fit';

/**
 * Measures a one-row list and says how many of its items fit. Every item stays rendered (the
 * CSS wraps the overflow out of sight before this runs, so nothing jumps on load); this only
 * tells which ones the "More" menu repeats. Re-measures when the row or any item changes size
 * (a resize, a language switch, a category that appears).
 */
export function useFitCount<T extends HTMLElement>(itemCount: number) {
  const listRef = useRef<T>(null);
  const [count, setCount] = useState(itemCount);

  useLayoutEffect(() => {
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
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [itemCount]);

  return [listRef, count] as const;
}
