import type { AccountRecord, BetRecord, BetTotals } from '@tessera/contract';
import type { DataTableColumn } from '@tessera/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { useDateTime } from '@tessera/site-shared/format/use-date-time';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import styles from './records.module.css';

/** The wallet every merchant has; only a vendor wallet (multi-wallet brands) is named. */
const MAIN_WALLET = 'MAIN';

/** How a round reads: its result once settled, else open or cancelled. */
function roundChip(row: BetRecord): { key: string; tone: 'in' | 'out' | undefined } {
  if (row.status === 'open') return { key: 'records.statusOpen', tone: undefined };
  if (row.status === 'cancelled') return { key: 'records.statusCancelled', tone: undefined };
  if (row.result === 'win') return { key: 'records.resultWin', tone: 'in' };
  if (row.result === 'loss') return { key: 'records.resultLoss', tone: 'out' };
  return { key: 'records.resultDraw', tone: undefined };
}

/** The columns of the account and betting records; money signed and coloured in and out. */
export function useRecordColumns() {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const { menus } = useStartup();
  // A round names its provider by code; the site's menus give the name players know.
  const vendorName = useMemo(() => {
    const names = new Map(
      menus.flatMap((menu) => menu.vendors.map((entry) => [entry.vassalage, entry.displayName])),
    );
    return (code: string) => names.get(code) ?? code;
  }, [menus]);
  return useMemo(() => {
    const signed = (amount: number) => (
      <span className={amount > 0 ? styles.in : amount < 0 ? styles.out : undefined}>
        {money(amount)}
      </span>
    );
    // A kind a newer platform adds still reads (as its code) rather than as a raw i18n key.
    const kindName = (kind: string) => t(`records.${kind}` as 'records.DEPOSIT', kind);
    const account: DataTableColumn<AccountRecord>[] = [
      { key: 'time', header: t('records.time'), render: (row) => dateTime(row.time) },
      {
        key: 'kind',
        header: t('records.kind'),
        render: (row) => (
          <>
            {kindName(row.kind)}
            {row.wallet !== MAIN_WALLET && (
              <span className={styles.muted}>
                {' · '}
                {t('records.wallet')} {row.wallet}
              </span>
            )}
          </>
        ),
      },
      {
        key: 'amount',
        header: t('records.amount'),
        align: 'end',
        render: (row) => signed(row.amount),
      },
      {
        key: 'balanceAfter',
        header: t('records.balanceAfter'),
        align: 'end',
        render: (row) => money(row.balanceAfter),
      },
      { key: 'reference', header: t('records.reference') },
    ];
    const gameTypeName = (gameType: string) =>
      t(`gameTypes.${gameType}` as 'gameTypes.RNG', gameType);
    // Stake, payout and net: a round's, or a day's in the profit report.
    const sums: DataTableColumn<BetTotals>[] = [
      { key: 'stake', header: t('records.stake'), align: 'end', render: (row) => money(row.stake) },
      {
        key: 'payout',
        header: t('records.payout'),
        align: 'end',
        render: (row) => money(row.payout),
      },
      { key: 'net', header: t('records.net'), align: 'end', render: (row) => signed(row.net) },
    ];
    const bets: DataTableColumn<BetRecord>[] = [
      { key: 'time', header: t('records.time'), render: (row) => dateTime(row.time) },
      { key: 'game', header: t('records.game') },
      {
        key: 'gameType',
        header: t('records.gameType'),
        render: (row) => `${gameTypeName(row.gameType)} · ${vendorName(row.vendor)}`,
      },
      ...sums,
      {
        key: 'result',
        header: t('records.result'),
        render: (row) => {
          const chip = roundChip(row);
          return (
            <span
              className={[styles.chip, chip.tone && styles[chip.tone]].filter(Boolean).join(' ')}
            >
              {t(chip.key as 'records.resultWin')}
            </span>
          );
        },
      },
    ];
    return { account, bets, sums, gameTypeName };
  }, [t, money, dateTime, vendorName]);
}
