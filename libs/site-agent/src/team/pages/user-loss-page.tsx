import type { LossSort, TeamFigures, UserLossRow } from '@tessera/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Select, type DataTableColumn } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { TotalsRow } from '@tessera/site-shared/report/totals-row';
import { userLossQuery } from '../../api/team-queries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import { MemberFilter } from '../components/member-filter';
import { useTeamRange } from '../use-team-range';
import styles from './team-pages.module.css';

/**
 * /agentHome/palStatementsAgentCopy: the team's result over a period one level at a time: each
 * downline with its whole team, biggest loss first; a downline with a team opens it, and the
 * trail above the table leads back up.
 */
export function UserLossPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const { range, setRange, today, presets } = useTeamRange('thisMonth');
  const [account, setAccount] = useState('');
  const [sort, setSort] = useState<LossSort>('loss');
  const [under, setUnder] = useState<string | null>(null);
  const query = useInfiniteQuery(
    userLossQuery(client, {
      ...range,
      sort,
      ...(account ? { account } : {}),
      ...(under ? { under } : {}),
    }),
  );
  const first = query.data?.pages[0];
  const drill = (to: string | null) => {
    setAccount('');
    setUnder(to);
  };
  const figures = (sums: TeamFigures) => [
    { label: t('agent.validBet'), value: money(sums.validBet) },
    { label: t('agent.payout'), value: money(sums.payout) },
    {
      label: t('agent.profitLoss'),
      value: money(sums.profitLoss),
      tone: sums.profitLoss < 0 ? ('out' as const) : ('in' as const),
    },
    { label: t('agent.deposits'), value: money(sums.deposits) },
    { label: t('agent.withdrawals'), value: money(sums.withdrawals) },
    { label: t('agent.bonus'), value: money(sums.bonus) },
  ];
  const signed = (amount: number) => (
    <span className={amount < 0 ? styles.out : amount > 0 ? styles.in : undefined}>
      {money(amount)}
    </span>
  );
  const columns: DataTableColumn<UserLossRow>[] = [
    {
      key: 'account',
      header: t('agent.member'),
      render: (row) =>
        row.teamSize > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('agent.viewTeamOf', { account: row.account })}
            onClick={() => drill(row.account)}
          >
            {row.account}
          </Button>
        ) : (
          row.account
        ),
    },
    { key: 'level', header: t('agent.level') },
    { key: 'teamSize', header: t('agent.teamSize') },
    { key: 'validBet', header: t('agent.validBet'), render: (row) => money(row.validBet) },
    { key: 'payout', header: t('agent.payout'), render: (row) => money(row.payout) },
    { key: 'profitLoss', header: t('agent.profitLoss'), render: (row) => signed(row.profitLoss) },
    { key: 'deposits', header: t('agent.deposits'), render: (row) => money(row.deposits) },
    { key: 'withdrawals', header: t('agent.withdrawals'), render: (row) => money(row.withdrawals) },
    { key: 'bonus', header: t('agent.bonus'), render: (row) => money(row.bonus) },
  ];
  return (
    <div className={styles.page}>
      <AgentPageHeading title="agent.userLoss" />
      <RangePicker value={range} onChange={setRange} today={today} presets={presets} />
      <MemberFilter account={account} onAccount={setAccount}>
        <Select
          label={t('agent.sortBy')}
          value={sort}
          onChange={(event) => setSort(event.target.value as LossSort)}
          options={[
            { value: 'loss', label: t('agent.sortLoss') },
            { value: 'account', label: t('agent.sortAccount') },
          ]}
        />
      </MemberFilter>
      {under && (
        <nav aria-label={t('agent.teamLevels')}>
          <ol className={styles.trail}>
            <li>
              <Button variant="ghost" size="sm" onClick={() => drill(null)}>
                {t('agent.myTeam')}
              </Button>
            </li>
            {(first?.trail ?? [under]).map((step, index, trail) => (
              <li key={step}>
                {index === trail.length - 1 ? (
                  <span aria-current="page">{step}</span>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => drill(step)}>
                    {step}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {first?.own && (
        <TotalsRow
          label={t('agent.ownPlayOf', { account: first.own.account })}
          totals={figures(first.own)}
        />
      )}
      <PagedRecords
        query={query}
        columns={columns}
        getRowKey={(row) => row.account}
        caption={t('agent.userLoss')}
        totals={(page) => <TotalsRow totals={figures(page.totals)} />}
        emptyHint={t('agent.emptyLossHint')}
        emptyAction={null}
      />
    </div>
  );
}
