import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Select } from '@tessera/ui';
import { useState } from 'react';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { betRecordQuery } from '../api/record-queries';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { RangePicker } from '@tessera/site-shared/report/range-picker';
import { useRecordRange } from '@tessera/site-shared/report/use-merchant-today';
import styles from '../components/records.module.css';
import { BetTotalsRow } from '../components/totals-row';
import { useRecordColumns } from '../components/use-record-columns';
import { useRecordsTexts } from '../components/use-records-texts';

/**
 * /member/personal-history-copy: game rounds over a range, by game type and provider. The
 * choices are the site's game menus, so a member only sees types and providers the brand has.
 */
export function BetRecordPage() {
  const { t } = useRecordsTexts();
  const client = usePlatformClient();
  const { menus } = useStartup();
  const { range, setRange, today } = useRecordRange();
  const [gameType, setGameType] = useState('');
  const [vendor, setVendor] = useState('');
  const query = useInfiniteQuery(
    betRecordQuery(client, {
      ...range,
      ...(gameType ? { gameType } : {}),
      ...(vendor ? { vendor } : {}),
    }),
  );
  const columns = useRecordColumns();
  // The providers of the chosen type, or of every type (once each) when none is chosen.
  const vendors = new Map(
    menus
      .filter((menu) => !gameType || menu.gameType === gameType)
      .flatMap((menu) => menu.vendors.map((entry) => [entry.vassalage, entry.displayName])),
  );
  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.personalHistoryCopy" />
      <RangePicker value={range} onChange={setRange} today={today} />
      <div className={styles.filters}>
        <Select
          label={t('records.gameType')}
          value={gameType}
          onChange={(event) => {
            setGameType(event.target.value);
            setVendor('');
          }}
          options={[
            { value: '', label: t('records.allGameTypes') },
            ...menus.map((menu) => ({
              value: menu.gameType,
              label: t(`gameTypes.${menu.gameType}`),
            })),
          ]}
        />
        <Select
          label={t('records.vendor')}
          value={vendor}
          onChange={(event) => setVendor(event.target.value)}
          options={[
            { value: '', label: t('records.allVendors') },
            ...[...vendors].map(([value, label]) => ({ value, label })),
          ]}
        />
      </div>
      <PagedRecords
        query={query}
        columns={columns.bets}
        getRowKey={(row) => row.roundRef}
        caption={t('member.personalHistoryCopy')}
        totals={(page) => <BetTotalsRow totals={page.totals} />}
        emptyHint={t('records.emptyBetsHint')}
        emptyAction={<Link to="/">{t('records.toLobby')}</Link>}
      />
    </div>
  );
}
