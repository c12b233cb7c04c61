import type { BetTotals, InOutTotals } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { TotalsRow } from '@tessera/site-shared/report/totals-row';

/** Money in and out over the range: the account record's and the bonus details' sums. */
export function InOutTotalsRow({ totals }: { totals: InOutTotals }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <TotalsRow
      totals={[
        { label: t('records.totalIn'), value: money(totals.in), tone: 'in' },
        { label: t('records.totalOut'), value: money(totals.out), tone: 'out' },
      ]}
    />
  );
}

/** Stake, payout and net over the range: the betting record's and the profit report's sums. */
export function BetTotalsRow({ totals }: { totals: BetTotals }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <TotalsRow
      totals={[
        { label: t('records.stake'), value: money(totals.stake) },
        { label: t('records.payout'), value: money(totals.payout) },
        {
          label: t('records.net'),
          value: money(totals.net),
          tone: totals.net > 0 ? 'in' : totals.net < 0 ? 'out' : undefined,
        },
      ]}
    />
  );
}
