import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { teamOverviewQuery } from '../../api/team-queries';
import { AGENT_PAGES } from '../../shell/agent-menu-entries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import styles from '../../shell/agent-page.module.css';
import { DayChart } from '../components/day-chart';
import { FigureCards } from '../components/figure-cards';
import { QueryFailed } from '../components/query-failed';
import { useTeamRange } from '../use-team-range';

/** /agentHome/agentTeamOverview: the team's figures over a period, and its bets per day. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const { range, setRange, today, presets } = useTeamRange('today');
  const overview = useQuery(teamOverviewQuery(client, range));
  const data = overview.data;
  return (
    <>
      <AgentPageHeading title="agent.teamOverview" />
      <RangePicker value={range} onChange={setRange} today={today} presets={presets} />
      {overview.isError ? (
        <QueryFailed query={overview} />
      ) : data && data.members === 0 ? (
        <EmptyState
          title={t('agent.emptyTeamTitle')}
          hint={t('agent.emptyTeamHint')}
          action={<Link to={AGENT_PAGES.registerCenter}>{t('agent.toRegister')}</Link>}
        />
      ) : (
        <>
          <FigureCards overview={data} />
          {data && data.days.length > 1 && (
            <div className={styles.charts}>
              <DayChart
                title={t('agent.validBet')}
                points={data.days.map(({ day, validBet }) => ({ day, value: validBet }))}
                format={money}
              />
              <DayChart
                title={t('agent.profitLoss')}
                points={data.days.map(({ day, profitLoss }) => ({ day, value: profitLoss }))}
                format={money}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}
