import { useEffect, useState } from 'react';

/** How far below the screen a section starts loading: about one phone screen ahead. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * A ref callback for an element and whether it has come near the viewport yet. Once near it
 * stays near: the section loads once and never unloads. Without IntersectionObserver (very old
 * browsers) everything counts as near.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);

  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);

  return [setElement, near];
}
