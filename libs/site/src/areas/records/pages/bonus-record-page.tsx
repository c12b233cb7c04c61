import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { bonusRecordQuery } from '../api/record-queries';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { useRecordRange } from '@tessera/site-shared/report/use-merchant-today';
import styles from '../components/records.module.css';
import { InOutTotalsRow } from '../components/totals-row';
import { useRecordColumns } from '../components/use-record-columns';
import { useRecordsTexts } from '../components/use-records-texts';

/** /member/bonus-details: bonuses and rebates paid over a range (ledger entries, as the account record). */
export function BonusRecordPage() {
  const { t } = useRecordsTexts();
  const client = usePlatformClient();
  const { range, setRange, today } = useRecordRange();
  const query = useInfiniteQuery(bonusRecordQuery(client, range));
  const columns = useRecordColumns();
  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.bonusDetails" />
      <RangePicker value={range} onChange={setRange} today={today} />
      <PagedRecords
        query={query}
        columns={columns.account}
        getRowKey={(row) => row.id}
        caption={t('member.bonusDetails')}
        totals={(page) => <InOutTotalsRow totals={page.totals} />}
        emptyHint={t('records.emptyBonusHint')}
        emptyAction={<Link to="/promotions">{t('records.toPromotions')}</Link>}
      />
    </div>
  );
}
