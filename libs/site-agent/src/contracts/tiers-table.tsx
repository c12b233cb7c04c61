import type { ContractKind, ContractTier } from '@tessera/contract';
import { DataTable, type DataTableColumn } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { formatRate } from './contract-format';

type Row = ContractTier & { index: number };

/** A contract's tiers as a table: thresholds and the rate each pays. */
export function TiersTable({
  kind,
  tiers,
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const columns: DataTableColumn<Row>[] = [
    { key: 'tier', header: t('agentContracts.tier'), render: (row) => row.index + 1 },
    { key: 'activeMembers', header: t('agentContracts.minActiveMembers'), align: 'end' },
    {
      key: 'validBet',
      header: t('agentContracts.minValidBet'),
      align: 'end',
      render: (row) => money(row.validBet),
    },
    ...(kind === 'DIVIDEND'
      ? [
          {
            key: 'profitLoss',
            header: t('agentContracts.minProfitLoss'),
            align: 'end' as const,
            render: (row: Row) => money(row.profitLoss),
          },
        ]
      : []),
    ...(tiers.some((tier) => (tier.lossRate ?? 0) > 0)
      ? [
          {
            key: 'lossRate',
            header: t('agentContracts.minLossRate'),
            align: 'end' as const,
            render: (row: Row) => formatRate(row.lossRate ?? 0, i18n.language),
          },
        ]
      : []),
    {
      key: 'rate',
      header: t('agentContracts.rate'),
      align: 'end',
      render: (row) => formatRate(row.rate, i18n.language),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={tiers.map((tier, index) => ({ ...tier, index }))}
      getRowKey={(row) => row.index}
      caption={t('agentContracts.tier')}
      hideCaption
    />
  );
}
