import { useInfiniteQuery } from '@tanstack/react-query';
import { REDEEM_STATUSES, type RedeemRecord, type RedeemStatus } from '@tessera/contract';
import { DataTable, type DataTableColumn } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsFailed } from './points-failed';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { redeemListQuery } from '../api/points-queries';
import { LoadMore } from './load-more';
import styles from './points.module.css';
import { usePointsFormat, useTimeFormat } from './use-points-format';

/**
 * The redeem history (spec §3 redeem record): reference, apply time, type, name, quantity,
 * requirements, status, changed points, points balance and the operator's remark; filtered by
 * status (spec §4: in process, rejected, approved).
 */
export function RedeemHistory() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const format = usePointsFormat();
  const time = useTimeFormat();
  const [status, setStatus] = useState<RedeemStatus | undefined>(undefined);
  const query = useInfiniteQuery(redeemListQuery(client, i18n.language, status));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];

  // Six columns (requirements and balances as second lines), so the table fits the page at
  // desktop widths; phones get cards.
  const columns: DataTableColumn<RedeemRecord>[] = [
    {
      key: 'reference',
      header: t('points.reference'),
      render: (row) => (
        <>
          {row.reference}
          <br />
          <span className={styles.muted}>{time(row.appliedAt)}</span>
        </>
      ),
    },
    {
      key: 'name',
      header: t('points.item'),
      render: (row) => (
        <>
          {row.name} × {format(row.quantity)}
          <br />
          <span className={styles.muted}>{t(`points.${row.kind}`)}</span>
        </>
      ),
    },
    {
      key: 'requirement',
      header: t('points.pointsRequirement'),
      align: 'end',
      render: (row) => (
        <>
          {format(row.pointsRequired)}
          <br />
          <span className={styles.muted}>
            {t('points.amountRequirement')}: {money(row.amountRequired)}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('points.status'),
      render: (row) => (
        <span className={`${styles.chip} ${styles[row.status]}`}>{t(`points.${row.status}`)}</span>
      ),
    },
    {
      key: 'changed',
      header: t('points.changedPoints'),
      align: 'end',
      render: (row) => (
        <>
          {format(row.changedPoints)}
          <br />
          <span className={styles.muted}>
            {t('points.pointsBalance')}: {format(row.pointsBalance)}
          </span>
        </>
      ),
    },
    { key: 'remark', header: t('points.remark'), render: (row) => row.remark || t('points.none') },
  ];

  return (
    <section className={styles.section}>
      <div className={styles.filters} role="group" aria-label={t('points.filterStatus')}>
        {[undefined, ...REDEEM_STATUSES].map((value) => (
          <button
            key={value ?? 'ALL'}
            type="button"
            className={styles.filter}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {value ? t(`points.${value}`) : t('points.filterAll')}
          </button>
        ))}
      </div>
      {query.isError && !query.data ? (
        <PointsFailed onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          caption={t('points.tabHistory')}
          hideCaption
          loading={query.isPending}
          emptyTitle={t('points.noHistory')}
        />
      )}
      <LoadMore query={query} />
    </section>
  );
}
