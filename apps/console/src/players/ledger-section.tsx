import { useQuery } from '@tanstack/react-query';
import { PLAYER_OPS_ROUTES, type PlayerLedgerEntry } from '@tessera/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import styles from '../desk-kit/desk.module.css';
import { formatMinor, toMajorText } from '../desk-kit/money';
import { DataTable, type Column } from '../table';
import { type Props, useLocalCursor } from './section-hooks';

export function LedgerSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const pages = useLocalCursor();
  const id = profile.account.id;
  const currency = profile.wallets?.currency ?? 'BDT';
  const ledger = useQuery({
    queryKey: ['player', id, 'ledger', pages.cursor],
    queryFn: () =>
      callOps(PLAYER_OPS_ROUTES.ledger, {
        params: { id },
        query: { cursor: pages.cursor, limit: 20 },
      }),
  });
  const language = i18n.language;
  const columns = useMemo<Column<PlayerLedgerEntry>[]>(
    () => [
      {
        id: 'at',
        meta: { label: t('desks.time'), csv: (e) => e.at },
        cell: ({ row }) => formatDateTime(language, row.original.at),
      },
      {
        id: 'kind',
        meta: { label: t('desks.entryKind'), csv: (e) => e.kind },
        cell: ({ row }) => <span className={shared.mono}>{row.original.kind}</span>,
      },
      {
        id: 'amount',
        meta: { label: t('desks.colAmount'), csv: (e) => toMajorText(e.amount, currency) },
        cell: ({ row }) => (
          <span className={row.original.amount < 0 ? styles.amountOut : styles.amountIn}>
            {formatMinor(language, row.original.amount, currency)}
          </span>
        ),
      },
      {
        id: 'balanceAfter',
        meta: { label: t('desks.balanceAfter'), csv: (e) => toMajorText(e.balanceAfter, currency) },
        cell: ({ row }) => formatMinor(language, row.original.balanceAfter, currency),
      },
      {
        id: 'wallet',
        meta: { label: t('desks.wallet'), csv: (e) => e.wallet },
        cell: ({ row }) => row.original.wallet,
      },
    ],
    [t, language, currency],
  );
  return (
    <section aria-label={t('desks.ledger')} className={shared.page}>
      <h2 style={{ margin: 0 }}>{t('desks.ledger')}</h2>
      <DataTable
        tableId="player-ledger"
        caption={t('desks.ledger')}
        columns={columns}
        rows={ledger.data?.items ?? []}
        state={ledger.isPending ? 'loading' : ledger.isError ? 'error' : 'ready'}
        onRetry={() => void ledger.refetch()}
        getRowId={(e) => e.id}
        sorting={[]}
        onSortingChange={() => {}}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={Boolean(ledger.data?.nextCursor)}
        onPrevious={pages.previous}
        onNext={() => ledger.data?.nextCursor && pages.next(ledger.data.nextCursor)}
        csvName={`tessera-ledger-${id}.csv`}
      />
    </section>
  );
}
