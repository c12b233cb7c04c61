import { useCallback, useState } from 'react';

/**
 * Cursor paging: the URL holds the current page's cursor; the cursors of the pages before it
 * are kept here, so "previous" goes back one page. A filter change starts again at page 1.
 */
export function useCursorPages(
  cursor: string | undefined,
  go: (cursor: string | undefined) => void,
) {
  const [before, setBefore] = useState<(string | undefined)[]>([]);
  const next = useCallback(
    (nextCursor: string) => {
      setBefore((stack) => [...stack, cursor]);
      go(nextCursor);
    },
    [cursor, go],
  );
  const previous = useCallback(() => {
    setBefore((stack) => stack.slice(0, -1));
    go(before.at(-1));
  }, [before, go]);
  const reset = useCallback(() => setBefore([]), []);
  return {
    page: cursor === undefined ? 1 : Math.max(2, before.length + 1),
    hasPrevious: cursor !== undefined,
    next,
    previous,
    reset,
  };
}
