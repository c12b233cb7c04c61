import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { Skeleton } from '../skeleton';
import styles from './data-table.module.css';

export interface DataTableColumn<T> {
  /** Unique per table; without `render`, also the row field shown. */
  key: string;
  /** Column title; on phones it also labels the value inside each card. */
  header: string;
  /** Draws the cell; default: the row's `key` field as text. */
  render?: (row: T) => ReactNode;
  /** Put numbers and money at the `end` so digits line up. @default 'start' */
  align?: 'start' | 'center' | 'end';
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** A stable id per row, so React keeps rows apart when the list changes. */
  getRowKey: (row: T) => string | number;
  /** Names the table for screen readers. */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading already names the table. */
  hideCaption?: boolean;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  /** How many placeholder rows. @default 3 */
  loadingRows?: number;
  /** @default "Nothing here yet", translated */
  emptyTitle?: string;
  emptyHint?: string;
  /** What the reader can do when there are no rows. */
  emptyAction?: ReactNode;
}

function cellText(row: unknown, key: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** A table on wide screens; each row becomes a card with labelled values on narrow ones. */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  loading = false,
  loadingRows = 3,
  emptyTitle,
  emptyHint,
  emptyAction,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const alignClass = (column: DataTableColumn<T>) => styles[column.align ?? 'start'];
  // Explicit roles: changing a table's display for the card layout strips them in some browsers.
  return (
    <div className={styles.frame}>
      <table role="table" className={styles.table} aria-busy={loading || undefined}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {loading &&
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={index} role="row" className={styles.row}>
                {columns.map((column) => (
                  <td key={column.key} role="cell" className={styles.cell}>
                    <Skeleton width={index % 2 ? '60%' : '80%'} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading &&
            rows.map((row) => (
              <tr key={getRowKey(row)} role="row" className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    className={[styles.cell, alignClass(column)].join(' ')}
                  >
                    {/* Seen only in the card layout; screen readers get the column header instead. */}
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.header}
                    </span>
                    <span className={styles.value}>
                      {column.render ? column.render(row) : cellText(row, column.key)}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className={styles.empty}>
                <EmptyState
                  level={3}
                  title={emptyTitle ?? t('kitForms.nothingHereYet')}
                  hint={emptyHint}
                  action={emptyAction}
                />
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading && (
        <span role="status" className="visually-hidden">
          {t('common.loading')}
        </span>
      )}
    </div>
  );
}
