import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, DataTable, type DataTableColumn, EmptyState, Skeleton } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../forms';
import styles from './report.module.css';

/** A page of any records list. */
type Page = { list: readonly unknown[] };
type Row<P extends Page> = P['list'][number];

export interface PagedRecordsProps<P extends Page> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  /** A table on desktop and cards on phones; or, with `renderRow`, one card per row. */
  columns?: readonly DataTableColumn<Row<P>>[];
  /** Draws a row as a card of its own (a list item), for rows that carry actions. */
  renderRow?: (row: Row<P>) => ReactNode;
  getRowKey: (row: Row<P>) => string | number;
  caption: string;
  /** The sums of the first page (they cover the whole range, so every page repeats them). */
  totals?: (page: P) => ReactNode;
  emptyHint: string;
  /** Where to go from an empty list, e.g. Deposit or the lobby. */
  emptyAction: ReactNode;
}

/**
 * One records list: skeleton rows while the first page loads, an error with a retry, an empty
 * state with somewhere to go, or the totals, the rows (cards on phones, a table from 768 px) and
 * "Load more" while the platform gives a next cursor.
 */
export function PagedRecords<P extends Page>({
  query,
  columns = [],
  renderRow,
  getRowKey,
  caption,
  totals,
  emptyHint,
  emptyAction,
}: PagedRecordsProps<P>) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return <RecordsFailed error={query.error} onRetry={() => void query.refetch()} />;
  const pages = query.data?.pages ?? [];
  const rows: Row<P>[] = pages.flatMap((page) => page.list);
  const first = pages[0];
  return (
    <>
      {first && rows.length > 0 && totals?.(first)}
      {renderRow ? (
        <RowCards
          rows={rows}
          renderRow={renderRow}
          getRowKey={getRowKey}
          loading={query.isPending}
          caption={caption}
          empty={
            <EmptyState title={t('records.emptyTitle')} hint={emptyHint} action={emptyAction} />
          }
        />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          caption={caption}
          hideCaption
          loading={query.isPending}
          emptyTitle={t('records.emptyTitle')}
          emptyHint={emptyHint}
          emptyAction={emptyAction}
        />
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className={styles.problem}>
          {t(errorKey(query.error))}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('records.loadMore')}
        </Button>
      )}
    </>
  );
}

/** A records call that failed: the platform's reason when it gave one, and a retry. */
export function RecordsFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = errorKey(error);
  return (
    <EmptyState
      tone="error"
      title={reason === 'errors.unknown' ? t('records.loadFailed') : t(reason)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

interface RowCardsProps<R> {
  rows: readonly R[];
  renderRow: (row: R) => ReactNode;
  getRowKey: (row: R) => string | number;
  loading: boolean;
  caption: string;
  empty: ReactNode;
}

/** Rows as a list of cards: placeholders while loading, the empty state when there are none. */
function RowCards<R>({ rows, renderRow, getRowKey, loading, caption, empty }: RowCardsProps<R>) {
  const { t } = useTranslation();
  if (loading)
    return (
      <div className={styles.cards} role="status" aria-label={caption}>
        <span className="visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} shape="block" height={72} />
        ))}
      </div>
    );
  if (rows.length === 0) return empty;
  return (
    <ul className={styles.cards} aria-label={caption}>
      {rows.map((row) => (
        <li key={getRowKey(row)}>{renderRow(row)}</li>
      ))}
    </ul>
  );
}
