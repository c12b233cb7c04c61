import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, DataTable, type DataTableColumn, EmptyState } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../core/forms';
import styles from './records.module.css';

export interface PagedRecordsProps<P extends { list: readonly R[] }, R> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  columns: readonly DataTableColumn<R>[];
  getRowKey: (row: R) => string | number;
  caption: string;
  /** The sums of the first page (they cover the whole range, so every page repeats them). */
  totals: (page: P) => ReactNode;
  emptyHint: string;
  /** Where to go from an empty list, e.g. Deposit or the lobby. */
  emptyAction: ReactNode;
}

/**
 * One records list: skeleton rows while the first page loads, an error with a retry, an empty
 * state with somewhere to go, or the totals, the rows (cards on phones, a table from 768 px) and
 * "Load more" while the platform gives a next cursor.
 */
export function PagedRecords<P extends { list: readonly R[] }, R>({
  query,
  columns,
  getRowKey,
  caption,
  totals,
  emptyHint,
  emptyAction,
}: PagedRecordsProps<P, R>) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return <RecordsFailed error={query.error} onRetry={() => void query.refetch()} />;
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const first = pages[0];
  return (
    <>
      {first && rows.length > 0 && totals(first)}
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
