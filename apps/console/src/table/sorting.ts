import type { SortingState } from '@tanstack/react-table';
import type { Column } from './column-meta';

/** `sort=name` (ascending) or `sort=-name` (descending) in the URL, as the table's state. */
export function sortingFromSearch(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortToSearch(sorting: SortingState): string | undefined {
  const [first] = sorting;
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

/**
 * The loaded page in the chosen order. The staff and audit calls answer newest first and take
 * no order, so the table sorts what it holds (manualSorting: the page, not the table, decides).
 */
export function sortLoaded<T>(
  rows: readonly T[],
  sorting: SortingState,
  columns: readonly Column<T>[],
): T[] {
  const [first] = sorting;
  const column = first && columns.find((c) => c.id === first.id);
  const value = column?.meta?.sortValue;
  if (!first || !value) return [...rows];
  const sign = first.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}
