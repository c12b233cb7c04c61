import { useInfiniteQuery } from '@tanstack/react-query';
import type { PointsEntry } from '@tessera/contract';
import { DataTable, type DataTableColumn } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { PointsFailed } from './points-failed';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { pointsEntriesQuery } from '../api/points-queries';
import { LoadMore } from './load-more';
import styles from './points.module.css';
import { usePointsFormat, useTimeFormat } from './use-points-format';

/** Points details: every points change with where it came from and the balance after. */
export function PointsDetails() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const format = usePointsFormat();
  const time = useTimeFormat();
  const query = useInfiniteQuery(pointsEntriesQuery(client));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const columns: DataTableColumn<PointsEntry>[] = [
    { key: 'time', header: t('points.time'), render: (row) => time(row.time) },
    { key: 'kind', header: t('points.type'), render: (row) => t(`points.${row.kind}`) },
    {
      key: 'points',
      header: t('points.change'),
      align: 'end',
      render: (row) => (
        <span className={row.points > 0 ? styles.in : styles.out}>
          {row.points > 0 ? '+' : ''}
          {format(row.points)}
        </span>
      ),
    },
    {
      key: 'balanceAfter',
      header: t('points.balanceAfter'),
      align: 'end',
      render: (row) => format(row.balanceAfter),
    },
    { key: 'reference', header: t('points.reference') },
  ];
  if (query.isError && !query.data) return <PointsFailed onRetry={() => void query.refetch()} />;
  return (
    <section className={styles.section}>
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        caption={t('points.tabDetails')}
        hideCaption
        loading={query.isPending}
        emptyTitle={t('points.noDetails')}
        emptyHint={t('points.noDetailsHint')}
      />
      <LoadMore query={query} />
    </section>
  );
}
