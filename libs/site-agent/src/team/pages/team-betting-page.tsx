import type { TeamBet } from '@tessera/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Select, type DataTableColumn } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { TotalsRow } from '@tessera/site-shared/report/totals-row';
import { teamBetsQuery } from '../../api/team-queries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import { MemberFilter } from '../components/member-filter';
import { useTeamRange } from '../use-team-range';
import styles from './team-pages.module.css';

/** /agentHome/personalHistoryCopy: the team's rounds by member, game type and period. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const { menus } = useStartup();
  const { range, setRange, today, presets } = useTeamRange('today');
  const [account, setAccount] = useState('');
  const [gameType, setGameType] = useState('');
  const query = useInfiniteQuery(
    teamBetsQuery(client, {
      ...range,
      ...(account ? { account } : {}),
      ...(gameType ? { gameType } : {}),
    }),
  );
  const columns: DataTableColumn<TeamBet>[] = [
    { key: 'time', header: t('records.time') },
    { key: 'account', header: t('agent.member') },
    {
      key: 'game',
      header: t('records.game'),
      render: (row) =>
        `${row.game} · ${t(`gameTypes.${row.gameType}` as 'gameTypes.RNG', row.gameType)}`,
    },
    { key: 'bet', header: t('agent.bet'), render: (row) => money(row.bet) },
    { key: 'validBet', header: t('agent.validBet'), render: (row) => money(row.validBet) },
    { key: 'payout', header: t('records.payout'), render: (row) => money(row.payout) },
  ];
  return (
    <div className={styles.page}>
      <AgentPageHeading title="agent.teamBetting" />
      <RangePicker value={range} onChange={setRange} today={today} presets={presets} />
      <MemberFilter account={account} onAccount={setAccount}>
        <Select
          label={t('records.gameType')}
          value={gameType}
          onChange={(event) => setGameType(event.target.value)}
          options={[
            { value: '', label: t('records.allGameTypes') },
            ...menus.map((menu) => ({
              value: menu.gameType,
              label: t(`gameTypes.${menu.gameType}`),
            })),
          ]}
        />
      </MemberFilter>
      <PagedRecords
        query={query}
        columns={columns}
        getRowKey={(row) => row.roundRef}
        caption={t('agent.teamBetting')}
        totals={(page) => (
          <TotalsRow
            totals={[
              { label: t('agent.rounds'), value: String(page.totals.rounds) },
              { label: t('agent.bet'), value: money(page.totals.bet) },
              { label: t('agent.validBet'), value: money(page.totals.validBet) },
              { label: t('records.payout'), value: money(page.totals.payout) },
              {
                label: t('agent.profitLoss'),
                value: money(page.totals.profitLoss),
                tone: page.totals.profitLoss < 0 ? 'out' : 'in',
              },
            ]}
          />
        )}
        emptyHint={t('agent.emptyBetsHint')}
        emptyAction={null}
      />
    </div>
  );
}
