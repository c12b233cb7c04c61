import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ProfitRow } from '@tessera/contract';
import { DataTable, type DataTableColumn } from '@tessera/ui';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { profitQuery } from '../api/record-queries';
import { RecordsFailed } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { useRecordRange } from '@tessera/site-shared/report/use-merchant-today';
import styles from '../components/records.module.css';
import { BetTotalsRow } from '../components/totals-row';
import { useRecordColumns } from '../components/use-record-columns';
import { useRecordsTexts } from '../components/use-records-texts';

/** /member/personal-profit: profit and loss per day and game type, and over the whole range. */
export function ProfitPage() {
  const { t } = useRecordsTexts();
  const client = usePlatformClient();
  const { sums, gameTypeName } = useRecordColumns();
  const { range, setRange, today } = useRecordRange();
  const report = useQuery(profitQuery(client, range));
  const columns: DataTableColumn<ProfitRow>[] = [
    { key: 'day', header: t('records.day') },
    {
      key: 'gameType',
      header: t('records.gameType'),
      render: (row) => gameTypeName(row.gameType),
    },
    ...sums,
  ];
  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.personalProfit" />
      <RangePicker value={range} onChange={setRange} today={today} />
      {report.isError ? (
        <RecordsFailed error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          {report.data && report.data.days.length > 0 && (
            <BetTotalsRow totals={report.data.totals} />
          )}
          <DataTable
            columns={columns}
            rows={report.data?.days ?? []}
            getRowKey={(row) => `${row.day} ${row.gameType}`}
            caption={t('member.personalProfit')}
            hideCaption
            loading={report.isPending}
            emptyTitle={t('records.emptyTitle')}
            emptyHint={t('records.emptyBetsHint')}
            emptyAction={<Link to="/">{t('records.toLobby')}</Link>}
          />
        </>
      )}
    </div>
  );
}
