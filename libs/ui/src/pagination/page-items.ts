/** A page number, or a gap standing for the pages left out around the current one. */
export type PageItem = number | 'start-gap' | 'end-gap';

/**
 * The page buttons to show: always the first, the last, the current page and `siblings` on each
 * side of it, with gaps for the rest. The list keeps one length while the current page moves, so
 * the buttons never jump under the reader's thumb.
 */
export function pageItems(page: number, pageCount: number, siblings = 0): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => from + index);
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  // A gap must hide at least two pages; hiding one would take the same room as showing it.
  const startGap = left > 3;
  const endGap = right < pageCount - 2;

  if (!startGap) return [...range(1, slots - 2), 'end-gap', pageCount];
  if (!endGap) return [1, 'start-gap', ...range(pageCount - slots + 3, pageCount)];
  return [1, 'start-gap', ...range(left, right), 'end-gap', pageCount];
}
