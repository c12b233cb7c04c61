import type { LossSort, UserLossRow } from '@tessera/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Select, TextField, type DataTableColumn } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../../../core/platform-client/use-platform-client';
import { useMoney } from '../../../cashier';
import { PagedRecords } from '../../../../core/report/paged-records';
import { RangePicker } from '../../../../core/report/range-picker';
import { TotalsRow } from '../../../../core/report/totals-row';
import { userLossQuery } from '../../api/team-queries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import { useTeamRange } from '../use-team-range';
import styles from './team-pages.module.css';

/** /agentHome/palStatementsAgentCopy: each member's result over a period, biggest loss first. */
export function UserLossPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const { range, setRange, today, presets } = useTeamRange('thisMonth');
  const [account, setAccount] = useState('');
  const [sort, setSort] = useState<LossSort>('loss');
  const query = useInfiniteQuery(
    userLossQuery(client, { ...range, sort, ...(account ? { account } : {}) }),
  );
  const signed = (amount: number) => (
    <span className={amount < 0 ? styles.out : amount > 0 ? styles.in : undefined}>
      {money(amount)}
    </span>
  );
  const columns: DataTableColumn<UserLossRow>[] = [
    { key: 'account', header: t('agent.member') },
    { key: 'level', header: t('agent.level') },
    { key: 'validBet', header: t('agent.validBet'), render: (row) => money(row.validBet) },
    { key: 'payout', header: t('agent.payout'), render: (row) => money(row.payout) },
    { key: 'profitLoss', header: t('agent.profitLoss'), render: (row) => signed(row.profitLoss) },
    { key: 'deposits', header: t('agent.deposits'), render: (row) => money(row.deposits) },
    { key: 'withdrawals', header: t('agent.withdrawals'), render: (row) => money(row.withdrawals) },
    { key: 'bonus', header: t('agent.bonus'), render: (row) => money(row.bonus) },
  ];
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAccount(String(new FormData(event.currentTarget).get('account') ?? '').trim());
  };
  return (
    <div className={styles.page}>
      <AgentPageHeading title="agent.userLoss" />
      <RangePicker value={range} onChange={setRange} today={today} presets={presets} />
      <form className={styles.filters} onSubmit={filter} role="search">
        <TextField name="account" label={t('agent.memberFilter')} defaultValue={account} />
        <Select
          label={t('agent.sortBy')}
          value={sort}
          onChange={(event) => setSort(event.target.value as LossSort)}
          options={[
            { value: 'loss', label: t('agent.sortLoss') },
            { value: 'account', label: t('agent.sortAccount') },
          ]}
        />
        <Button type="submit" variant="secondary">
          {t('agent.search')}
        </Button>
      </form>
      <PagedRecords
        query={query}
        columns={columns}
        getRowKey={(row) => row.account}
        caption={t('agent.userLoss')}
        totals={(page) => (
          <TotalsRow
            totals={[
              { label: t('agent.validBet'), value: money(page.totals.validBet) },
              { label: t('agent.payout'), value: money(page.totals.payout) },
              {
                label: t('agent.profitLoss'),
                value: money(page.totals.profitLoss),
                tone: page.totals.profitLoss < 0 ? 'out' : 'in',
              },
              { label: t('agent.deposits'), value: money(page.totals.deposits) },
              { label: t('agent.withdrawals'), value: money(page.totals.withdrawals) },
              { label: t('agent.bonus'), value: money(page.totals.bonus) },
            ]}
          />
        )}
        emptyHint={t('agent.emptyLossHint')}
        emptyAction={null}
      />
    </div>
  );
}
