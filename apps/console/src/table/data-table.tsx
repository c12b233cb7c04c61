import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './column-meta';
import { downloadCsv, toCsv } from './csv';
import styles from './data-table.module.css';

export interface DataTableProps<T> {
  /** Names the table's remembered column choice (localStorage). */
  tableId: string;
  /** What the table lists, for screen readers (the page's heading says it visibly). */
  caption: string;
  /** Each with an `id` and `meta.label`; `meta.sortValue` makes it sortable, `meta.csv` exported. */
  columns: Column<T>[];
  rows: readonly T[];
  state: 'loading' | 'error' | 'ready';
  onRetry(): void;
  getRowId(row: T): string;
  sorting: SortingState;
  onSortingChange(sorting: SortingState): void;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  /** The CSV download's file name. */
  csvName: string;
  /** Above the table, beside the column chooser (filters). */
  toolbar?: ReactNode;
}

const SKELETON_ROWS = 5;

/** A header click: unsorted → ascending → descending → unsorted, one column at a time. */
function nextSorting(id: string, sorted: false | 'asc' | 'desc'): SortingState {
  if (sorted === false) return [{ id, desc: false }];
  return sorted === 'asc' ? [{ id, desc: true }] : [];
}
const storageKey = (id: string) => `tessera.console.columns.${id}`;

function storedVisibility(id: string): VisibilityState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(id)) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as VisibilityState) : {};
  } catch {
    return {};
  }
}

/**
 * The console's table over TanStack Table: the server pages (cursor next/previous) and the page
 * sorts (manual paging and sorting), columns are chosen and remembered, and the loaded rows
 * export as CSV. Only the table scrolls sideways, never the page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const captionId = useId();
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    storedVisibility(props.tableId),
  );
  const onVisibilityChange: OnChangeFn<VisibilityState> = (update) =>
    setVisibility((current) => {
      const next = typeof update === 'function' ? update(current) : update;
      localStorage.setItem(storageKey(props.tableId), JSON.stringify(next));
      return next;
    });
  const onSortingChange: OnChangeFn<SortingState> = (update) =>
    props.onSortingChange(typeof update === 'function' ? update(props.sorting) : update);

  const table = useReactTable({
    data: props.rows as T[],
    columns: props.columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    state: { sorting: props.sorting, columnVisibility: visibility },
    onSortingChange,
    onColumnVisibilityChange: onVisibilityChange,
  });
  const visible = table.getVisibleLeafColumns();

  function exportCsv() {
    const exported = visible.filter((column) => column.columnDef.meta?.csv);
    const header = exported.map((column) => column.columnDef.meta?.label ?? column.id);
    const rows = props.rows.map((row) =>
      exported.map((column) => column.columnDef.meta?.csv?.(row) ?? ''),
    );
    downloadCsv(props.csvName, toCsv(header, rows));
  }

  const fullRow = (content: ReactNode) => (
    <tr>
      <td colSpan={Math.max(1, visible.length)} className={styles.message}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (props.state === 'loading') {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={i} aria-hidden="true" data-testid="skeleton-row">
        {visible.map((column) => (
          <td key={column.id}>
            <Skeleton width="80%" />
          </td>
        ))}
      </tr>
    ));
  } else if (props.state === 'error') {
    body = fullRow(
      <EmptyState
        tone="error"
        level={2}
        title={t('console.tableError')}
        action={
          <Button variant="secondary" onClick={props.onRetry}>
            {t('console.retry')}
          </Button>
        }
      />,
    );
  } else if (props.rows.length === 0) {
    body = fullRow(
      <EmptyState level={2} title={t('console.tableEmpty')} hint={t('console.tableEmptyHint')} />,
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id}>
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        {props.toolbar}
        <div className={styles.tools}>
          <details className={styles.chooser}>
            <summary className={styles.chooserButton}>{t('console.columns')}</summary>
            <fieldset className={styles.chooserList}>
              <legend className={styles.hidden}>{t('console.columns')}</legend>
              {table.getAllLeafColumns().map((column) => (
                <label key={column.id} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={column.getIsVisible()}
                    onChange={column.getToggleVisibilityHandler()}
                  />
                  {column.columnDef.meta?.label ?? column.id}
                </label>
              ))}
            </fieldset>
          </details>
          <Button
            variant="secondary"
            size="sm"
            onClick={exportCsv}
            disabled={props.state !== 'ready' || props.rows.length === 0}
          >
            {t('console.exportCsv')}
          </Button>
        </div>
      </div>
      <div
        className={styles.scroll}
        role="region"
        aria-labelledby={captionId}
        // A scrolling region is reachable by keyboard, so its hidden columns are too.
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={props.state === 'loading'}>
          <caption id={captionId} className={styles.hidden}>
            {props.caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = header.column.columnDef.meta?.label ?? header.id;
                  const sortable = Boolean(header.column.columnDef.meta?.sortValue);
                  const current = props.sorting.find((sort) => sort.id === header.column.id);
                  const sorted = current ? (current.desc ? 'desc' : 'asc') : false;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={() =>
                            props.onSortingChange(nextSorting(header.column.id, sorted))
                          }
                          title={t('console.sortBy', { column: label })}
                        >
                          {label}
                          <span aria-hidden="true" className={styles.arrow}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <nav className={styles.pager} aria-label={props.caption}>
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onPrevious}
          disabled={!props.hasPrevious || props.state === 'loading'}
        >
          {t('console.previousPage')}
        </Button>
        <span aria-live="polite" className={styles.pageNumber}>
          {t('console.pageN', { page: props.page })}
          {props.state === 'ready' && (
            <span className={styles.count}>
              {' · '}
              {t('console.rowsLoaded', { count: props.rows.length })}
            </span>
          )}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onNext}
          disabled={!props.hasNext || props.state !== 'ready'}
        >
          {t('console.nextPage')}
        </Button>
      </nav>
    </div>
  );
}
