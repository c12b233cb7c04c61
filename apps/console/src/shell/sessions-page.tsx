import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_SESSION_ROUTES, type StaffSession } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { DataTable } from '../table';
import type { Column } from '../table';

/** The caller's own sessions: where they are signed in, and ending one. */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ['sessions'],
    queryFn: () => callOps(STAFF_SESSION_ROUTES.sessions),
  });
  const end = useMutation({
    mutationFn: (id: string) => callOps(STAFF_SESSION_ROUTES.endSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
  const language = i18n.language;
  const columns = useMemo<Column<StaffSession>[]>(
    () => [
      {
        id: 'device',
        meta: { label: t('console.sessionDevice'), csv: (s) => s.userAgent },
        cell: ({ row }) => (
          <>
            {row.original.userAgent}{' '}
            {row.original.current && (
              <span className={shared.chipOk}>{t('console.thisSession')}</span>
            )}
          </>
        ),
      },
      {
        id: 'ip',
        meta: { label: t('console.sessionIp'), csv: (s) => s.ip, sortValue: (s) => s.ip },
        cell: ({ row }) => <span className={shared.mono}>{row.original.ip}</span>,
      },
      {
        id: 'started',
        meta: {
          label: t('console.sessionStarted'),
          csv: (s) => s.createdAt,
          sortValue: (s) => s.createdAt,
        },
        cell: ({ row }) => formatDateTime(language, row.original.createdAt),
      },
      {
        id: 'lastSeen',
        meta: {
          label: t('console.sessionLastSeen'),
          csv: (s) => s.lastSeenAt,
          sortValue: (s) => s.lastSeenAt,
        },
        cell: ({ row }) => formatDateTime(language, row.original.lastSeenAt),
      },
      {
        id: 'idle',
        meta: { label: t('console.sessionIdleEnds'), csv: (s) => s.idleExpiresAt },
        cell: ({ row }) => formatDateTime(language, row.original.idleExpiresAt),
      },
      {
        id: 'actions',
        meta: { label: t('console.actions') },
        cell: ({ row }) =>
          row.original.current ? null : (
            <Button
              variant="secondary"
              size="sm"
              loading={end.isPending && end.variables === row.original.id}
              onClick={() => end.mutate(row.original.id)}
            >
              {t('console.endSession')}
            </Button>
          ),
      },
    ],
    [t, language, end],
  );
  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('console.sessionsTitle')}</h1>
      </div>
      <p className={shared.intro}>{t('console.sessionsIntro')}</p>
      <FormError error={end.error} />
      <DataTable
        tableId="sessions"
        caption={t('console.sessionsTitle')}
        columns={columns}
        rows={sessions.data?.items ?? []}
        state={sessions.isPending ? 'loading' : sessions.isError ? 'error' : 'ready'}
        onRetry={() => void sessions.refetch()}
        getRowId={(s) => s.id}
        sorting={[]}
        onSortingChange={() => undefined}
        page={1}
        hasPrevious={false}
        hasNext={false}
        onPrevious={() => undefined}
        onNext={() => undefined}
        csvName="tessera-sessions.csv"
      />
    </div>
  );
}
