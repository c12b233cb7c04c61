import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type LedgerKind, LEDGER_KINDS } from '@tessera/contract';
import { Select } from '@tessera/ui';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { accountRecordQuery } from '../api/record-queries';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { useRecordRange } from '@tessera/site-shared/report/use-merchant-today';
import styles from '../components/records.module.css';
import { InOutTotalsRow } from '../components/totals-row';
import { useRecordColumns } from '../components/use-record-columns';
import { useRecordsTexts } from '../components/use-records-texts';

/** /member/transaction-history: every ledger entry over a range, optionally of one kind. */
export function AccountRecordPage() {
  const { t } = useRecordsTexts();
  const client = usePlatformClient();
  const { range, setRange, today } = useRecordRange();
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const query = useInfiniteQuery(
    accountRecordQuery(client, { ...range, ...(kind ? { kind } : {}) }),
  );
  const columns = useRecordColumns();
  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.transactionHistory" />
      <RangePicker value={range} onChange={setRange} today={today} />
      <div className={styles.filters}>
        <Select
          label={t('records.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as LedgerKind | '')}
          options={[
            { value: '', label: t('records.allKinds') },
            ...LEDGER_KINDS.map((value) => ({ value, label: t(`records.${value}`) })),
          ]}
        />
      </div>
      <PagedRecords
        query={query}
        columns={columns.account}
        getRowKey={(row) => row.id}
        caption={t('member.transactionHistory')}
        totals={(page) => <InOutTotalsRow totals={page.totals} />}
        emptyHint={t('records.emptyHint')}
        emptyAction={<Link to="/member/deposit-v2">{t('records.toDeposit')}</Link>}
      />
    </div>
  );
}
