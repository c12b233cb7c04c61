import { useQuery } from '@tanstack/react-query';
import { teamPresetRange } from '@tessera/domain';
import { numberFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { useMerchantToday } from '@tessera/site-shared/report/use-merchant-today';
import { incomeQuery, teamOverviewQuery } from '../../api/team-queries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import styles from '../../shell/agent-page.module.css';
import { DayChart } from '../components/day-chart';
import { FigureCards } from '../components/figure-cards';
import { QueryFailed } from '../components/query-failed';

/**
 * /agentHome: this month at a glance: the team's figures, and two charts people would rather
 * look at than read: the agent's income per day and the team's active members per day.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const range = teamPresetRange('thisMonth', useMerchantToday());
  const overview = useQuery(teamOverviewQuery(client, range));
  const income = useQuery(incomeQuery(client, range));
  const count = (value: number) => numberFormat(i18n.language).format(value);
  const perDay = new Map<string, number>();
  for (const row of income.data?.days ?? [])
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.amount);
  const days = overview.data?.days ?? [];
  return (
    <>
      <AgentPageHeading title="agent.centre" />
      <p>
        {t('agent.thisMonth')}: {range.from} – {range.to}
      </p>
      {overview.isError ? (
        <QueryFailed query={overview} />
      ) : (
        <FigureCards overview={overview.data} />
      )}
      {overview.data && (
        <div className={styles.charts}>
          {income.isError ? (
            <QueryFailed query={income} />
          ) : (
            <DayChart
              title={t('agent.incomeChart')}
              points={days.map(({ day }) => ({ day, value: perDay.get(day) ?? 0 }))}
              format={money}
            />
          )}
          <DayChart
            title={t('agent.activityChart')}
            points={days.map(({ day, activeMembers }) => ({ day, value: activeMembers }))}
            format={count}
          />
        </div>
      )}
    </>
  );
}
