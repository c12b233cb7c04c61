import type { IncomeRow } from '@tessera/contract';
import { addDays } from '@tessera/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { TotalsRow } from '@tessera/site-shared/report/totals-row';
import { incomeQuery } from '../../api/team-queries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import { DayChart } from '../components/day-chart';
import { QueryFailed } from '../components/query-failed';
import { useTeamRange } from '../use-team-range';
import styles from './team-pages.module.css';

/** /agentHome/agentRevenueReport: the agent's own income per day and kind, with a chart. */
export function MyIncomePage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const { range, setRange, today, presets } = useTeamRange('thisMonth');
  const income = useQuery(incomeQuery(client, range));
  const kindName = (value: string) => t(`records.${value}` as 'records.DEPOSIT', value);
  const columns: DataTableColumn<IncomeRow>[] = [
    { key: 'day', header: t('records.day') },
    { key: 'kind', header: t('records.kind'), render: (row) => kindName(row.kind) },
    { key: 'amount', header: t('records.amount'), render: (row) => money(row.amount) },
  ];
  const perDay = new Map<string, number>();
  for (const row of income.data?.days ?? [])
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.amount);
  const points = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1))
    points.push({ day, value: perDay.get(day) ?? 0 });
  return (
    <div className={styles.page}>
      <AgentPageHeading title="agent.myIncome" />
      <RangePicker value={range} onChange={setRange} today={today} presets={presets} />
      {income.isError ? (
        <QueryFailed query={income} />
      ) : (
        <>
          {income.data && income.data.total > 0 && (
            <>
              <TotalsRow
                totals={[
                  ...income.data.kinds.map((row) => ({
                    label: kindName(row.kind),
                    value: money(row.amount),
                  })),
                  { label: t('agent.total'), value: money(income.data.total), tone: 'in' as const },
                ]}
              />
              {points.length > 1 && (
                <DayChart title={t('agent.incomeChart')} points={points} format={money} />
              )}
            </>
          )}
          <DataTable
            columns={columns}
            rows={income.data?.days ?? []}
            getRowKey={(row) => `${row.day} ${row.kind}`}
            caption={t('agent.myIncome')}
            hideCaption
            loading={income.isPending}
            emptyTitle={t('records.emptyTitle')}
            emptyHint={t('agent.emptyIncomeHint')}
          />
        </>
      )}
    </div>
  );
}
