import { LEDGER_KINDS, type LedgerKind, type TeamLedgerEntry } from '@tessera/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Select, type DataTableColumn } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { TotalsRow } from '@tessera/site-shared/report/totals-row';
import { teamLedgerQuery } from '../../api/team-queries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import { MemberFilter } from '../components/member-filter';
import { useTeamRange } from '../use-team-range';
import styles from './team-pages.module.css';

/** /agentHome/agentDownlineTransactionDetailsCopy: the team's money moves, by member and kind. */
export function AccountDetailsPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const { range, setRange, today, presets } = useTeamRange('today');
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const query = useInfiniteQuery(
    teamLedgerQuery(client, {
      ...range,
      ...(account ? { account } : {}),
      ...(kind ? { kind } : {}),
    }),
  );
  const kindName = (value: string) => t(`records.${value}` as 'records.DEPOSIT', value);
  const columns: DataTableColumn<TeamLedgerEntry>[] = [
    { key: 'time', header: t('records.time') },
    { key: 'account', header: t('agent.member') },
    { key: 'kind', header: t('records.kind'), render: (row) => kindName(row.kind) },
    {
      key: 'amount',
      header: t('records.amount'),
      render: (row) => (
        <span className={row.amount < 0 ? styles.out : styles.in}>{money(row.amount)}</span>
      ),
    },
    {
      key: 'balanceAfter',
      header: t('records.balanceAfter'),
      render: (row) => money(row.balanceAfter),
    },
  ];
  return (
    <div className={styles.page}>
      <AgentPageHeading title="agent.accountDetails" />
      <RangePicker value={range} onChange={setRange} today={today} presets={presets} />
      <MemberFilter account={account} onAccount={setAccount}>
        <Select
          label={t('records.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as LedgerKind | '')}
          options={[
            { value: '', label: t('records.allKinds') },
            ...LEDGER_KINDS.map((value) => ({ value, label: kindName(value) })),
          ]}
        />
      </MemberFilter>
      <PagedRecords
        query={query}
        columns={columns}
        getRowKey={(row) => row.id}
        caption={t('agent.accountDetails')}
        totals={(page) => (
          <TotalsRow
            totals={[
              { label: t('records.totalIn'), value: money(page.totals.in), tone: 'in' },
              { label: t('records.totalOut'), value: money(page.totals.out), tone: 'out' },
            ]}
          />
        )}
        emptyHint={t('agent.emptyLedgerHint')}
        emptyAction={null}
      />
    </div>
  );
}
