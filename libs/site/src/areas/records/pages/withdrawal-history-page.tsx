import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { withdrawalHistoryQuery } from '../api/record-queries';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { useRecordRange } from '@tessera/site-shared/report/use-merchant-today';
import styles from '../components/records.module.css';
import { WithdrawalHistoryRow } from '../components/withdrawal-history-row';
import { useRecordsTexts } from '../components/use-records-texts';

/** /member/withdrawal-history: the member's withdrawals with their status, newest first. */
export function WithdrawalHistoryPage() {
  const { t } = useRecordsTexts();
  const client = usePlatformClient();
  const money = useMoney();
  const { range, setRange, today } = useRecordRange();
  const query = useInfiniteQuery(withdrawalHistoryQuery(client, range));
  return (
    <div className={styles.page}>
      <MemberPageHeading title="cashier.withdrawalHistory" />
      <RangePicker value={range} onChange={setRange} today={today} />
      <PagedRecords
        query={query}
        renderRow={(withdrawal) => (
          <WithdrawalHistoryRow
            withdrawal={withdrawal}
            money={money}
            actions={
              // A paid withdrawal waits for the payee's word: its page takes it.
              <Link to="/member/withdraw/$id" params={{ id: String(withdrawal.id) }}>
                {t(
                  withdrawal.status === 'paid' && !withdrawal.confirmation
                    ? 'records.confirmReceipt'
                    : 'records.withdrawalDetails',
                )}
              </Link>
            }
          />
        )}
        getRowKey={(withdrawal) => withdrawal.id}
        caption={t('cashier.withdrawalHistory')}
        emptyHint={t('records.emptyWithdrawalsHint')}
        emptyAction={<Link to="/member/withdraw">{t('records.toWithdraw')}</Link>}
      />
    </div>
  );
}
