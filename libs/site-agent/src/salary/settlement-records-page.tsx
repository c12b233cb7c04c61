import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ContractKind, Settlement, SettlementSide } from '@tessera/contract';
import { Select, type DataTableColumn } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { TotalsRow } from '@tessera/site-shared/report/totals-row';
import { useRecordRange } from '@tessera/site-shared/report/use-merchant-today';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { AgentPageHeading } from '../shell/agent-page-heading';
import { formatRate } from '../contracts/contract-format';
import { settlementsQuery } from './settlement-queries';
import styles from './salary.module.css';

export interface SettlementRecordsPageProps {
  kind: ContractKind;
  title: ParseKeys;
}

/**
 * A pay record of the agent centre (bonus and dividend records, daily wages, hourly and
 * real-time salary): one row per settled period with what it was computed from, the agent's own
 * or its downlines', over a range of days, with the totals of the whole range.
 */
export function SettlementRecordsPage({ kind, title }: SettlementRecordsPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const client = usePlatformClient();
  const { range, setRange, today } = useRecordRange();
  const [side, setSide] = useState<SettlementSide>('mine');
  const query = useInfiniteQuery(settlementsQuery(client, { kind, side, ...range }));
  const dividend = kind === 'DIVIDEND';
  const columns: DataTableColumn<Settlement>[] = [
    {
      key: 'period',
      header: t('agentContracts.period'),
      render: (row) => (
        <span className={styles.period}>
          {row.periodStart}
          <span aria-hidden="true"> – </span>
          <span className="visually-hidden"> – </span>
          {row.periodEnd}
        </span>
      ),
    },
    ...(side === 'downlines' ? [{ key: 'holder', header: t('agentContracts.holder') }] : []),
    {
      key: 'validBet',
      header: t('agentContracts.validBet'),
      align: 'end',
      render: (row) => money(row.validBet),
    },
    { key: 'activeMembers', header: t('agentContracts.activeMembers'), align: 'end' },
    ...(dividend
      ? [
          {
            key: 'profitLoss',
            header: t('agentContracts.profitLoss'),
            align: 'end' as const,
            render: (row: Settlement) => money(row.profitLoss),
          },
          {
            key: 'downlineShare',
            header: t('agentContracts.downlineShare'),
            align: 'end' as const,
            render: (row: Settlement) => money(row.downlineShare),
          },
        ]
      : []),
    {
      key: 'rate',
      header: t('agentContracts.rate'),
      align: 'end',
      render: (row) => (row.tier === null ? '—' : formatRate(row.rate, i18n.language)),
    },
    {
      key: 'amount',
      header: t('agentContracts.amount'),
      align: 'end',
      render: (row) => <strong>{money(row.amount)}</strong>,
    },
    {
      key: 'status',
      header: t('agentContracts.status'),
      render: (row) => t(row.status === 'paid' ? 'agentContracts.paid' : 'agentContracts.nothing'),
    },
  ];
  return (
    <div className={styles.page}>
      <AgentPageHeading title={title} />
      <div className={styles.filters}>
        <Select
          label={t('agentContracts.side')}
          value={side}
          onChange={(event) => setSide(event.target.value as SettlementSide)}
          options={[
            { value: 'mine', label: t('agentContracts.sideMine') },
            { value: 'downlines', label: t('agentContracts.sideDownlines') },
          ]}
        />
      </div>
      <RangePicker value={range} onChange={setRange} today={today} />
      <PagedRecords
        query={query}
        columns={columns}
        getRowKey={(row) => row.id}
        caption={t(title)}
        totals={(page) => (
          <TotalsRow
            totals={[
              {
                label: t('agentContracts.totalAmount'),
                value: money(page.totals.amount),
                tone: 'in',
              },
              { label: t('agentContracts.totalValidBet'), value: money(page.totals.validBet) },
              {
                label: t('agentContracts.settlementCount'),
                value: page.totals.count.toLocaleString(i18n.language),
              },
            ]}
          />
        )}
        emptyHint={t('agentContracts.emptySettlementsHint')}
        emptyAction={<Link to="/agentHome/agentContracts">{t('agentContracts.contracts')}</Link>}
      />
    </div>
  );
}
