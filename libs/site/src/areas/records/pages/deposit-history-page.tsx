import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { depositHistoryQuery } from '../api/record-queries';
import { DepositHistoryRow } from '../components/deposit-history-row';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { useRecordRange } from '@tessera/site-shared/report/use-merchant-today';
import styles from '../components/records.module.css';
import { useRecordsTexts } from '../components/use-records-texts';

/**
 * /member/deposit-history: the member's deposits with their status, newest first. A page of its
 * own (linked from Deposit), as the deposit form already fills a phone's screen.
 */
export function DepositHistoryPage() {
  const { t } = useRecordsTexts();
  const client = usePlatformClient();
  const money = useMoney();
  const { range, setRange, today } = useRecordRange();
  const query = useInfiniteQuery(depositHistoryQuery(client, range));
  return (
    <div className={styles.page}>
      <MemberPageHeading title="cashier.depositHistory" />
      <RangePicker value={range} onChange={setRange} today={today} />
      <PagedRecords
        query={query}
        renderRow={(deposit) => <DepositHistoryRow deposit={deposit} money={money} />}
        getRowKey={(deposit) => deposit.id}
        caption={t('cashier.depositHistory')}
        emptyHint={t('records.emptyHint')}
        emptyAction={<Link to="/member/deposit-v2">{t('records.toDeposit')}</Link>}
      />
    </div>
  );
}
