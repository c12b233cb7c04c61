import { useQuery } from '@tanstack/react-query';
import { PLAYER_OPS_ROUTES, type PlayerSignIn } from '@tessera/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime, shortDeviceId } from '../core/format';
import { useCallOps } from '../core/ops';
import { DataTable, type Column } from '../table';
import { type Props, useLocalCursor } from './section-hooks';

export function SignInsSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const pages = useLocalCursor();
  const id = profile.account.id;
  const list = useQuery({
    queryKey: ['player', id, 'signIns', pages.cursor],
    queryFn: () =>
      callOps(PLAYER_OPS_ROUTES.signIns, {
        params: { id },
        query: { cursor: pages.cursor, limit: 20 },
      }),
  });
  const language = i18n.language;
  const columns = useMemo<Column<PlayerSignIn>[]>(
    () => [
      {
        id: 'at',
        meta: { label: t('desks.time'), csv: (s) => s.at },
        cell: ({ row }) => formatDateTime(language, row.original.at),
      },
      {
        id: 'ip',
        meta: { label: t('desks.ip'), csv: (s) => s.ip ?? '' },
        cell: ({ row }) => <span className={shared.mono}>{row.original.ip ?? '—'}</span>,
      },
      {
        id: 'device',
        meta: { label: t('desks.device'), csv: (s) => s.device ?? '' },
        cell: ({ row }) => row.original.device ?? '—',
      },
      {
        id: 'deviceId',
        meta: { label: t('desks.deviceId'), csv: (s) => s.deviceId ?? '' },
        cell: ({ row }) => {
          const deviceId = row.original.deviceId;
          if (!deviceId) return '—';
          return (
            <span className={shared.mono} title={t('desks.deviceIdFull', { id: deviceId })}>
              {shortDeviceId(deviceId)}
            </span>
          );
        },
      },
      {
        id: 'outcome',
        meta: {
          label: t('desks.signInResult'),
          csv: (s) => t(`desks.signInOutcome_${s.outcome}`),
        },
        cell: ({ row }) => {
          const outcome = row.original.outcome;
          return (
            <span className={outcome === 'success' ? shared.chipOk : shared.chipDanger}>
              {t(`desks.signInOutcome_${outcome}`)}
            </span>
          );
        },
      },
    ],
    [t, language],
  );
  return (
    <section aria-label={t('desks.signIns')} className={shared.page}>
      <h2 style={{ margin: 0 }}>{t('desks.signIns')}</h2>
      <DataTable
        tableId="player-sign-ins"
        caption={t('desks.signIns')}
        columns={columns}
        rows={list.data?.items ?? []}
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        onRetry={() => void list.refetch()}
        getRowId={(s) => s.id}
        sorting={[]}
        onSortingChange={() => {}}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={Boolean(list.data?.nextCursor)}
        onPrevious={pages.previous}
        onNext={() => list.data?.nextCursor && pages.next(list.data.nextCursor)}
        csvName={`tessera-sign-ins-${id}.csv`}
      />
    </section>
  );
}
