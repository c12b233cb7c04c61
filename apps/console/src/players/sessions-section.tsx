import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAYER_OPS_ROUTES } from '@tessera/contract';
import { Button, useToast } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { Card, Empty, QueryView } from '../desk-kit/kit';
import { type Props } from './section-hooks';

export function SessionsSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const toast = useToast();
  const id = profile.account.id;
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ['player', id, 'sessions'],
    queryFn: () => callOps(PLAYER_OPS_ROUTES.sessions, { params: { id } }),
  });
  const end = useMutation({
    mutationFn: (sessionId: string | null) =>
      sessionId
        ? callOps(PLAYER_OPS_ROUTES.endSession, { params: { id, sessionId } })
        : callOps(PLAYER_OPS_ROUTES.endSessions, { params: { id } }),
    onSuccess: (result) => {
      toast.show({ tone: 'success', message: t('desks.sessionsEnded', { count: result.ended }) });
      void queryClient.invalidateQueries({ queryKey: ['player', id, 'sessions'] });
    },
  });
  const mayEnd = can('players.sessions');
  return (
    <Card title={t('desks.sessions')} id="sessions-title">
      <QueryView query={sessions}>
        {(data) =>
          data.items.length === 0 ? (
            <Empty title={t('desks.noSessions')} />
          ) : (
            <>
              {mayEnd && data.items.some((s) => s.live) && (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    disabled={end.isPending}
                    onClick={() => end.mutate(null)}
                  >
                    {t('desks.endAll')}
                  </Button>
                </div>
              )}
              <ul className={styles.list}>
                {data.items.map((s) => (
                  <li key={s.id} className={styles.listItem}>
                    <strong>
                      {s.device ?? t('desks.unknownDevice')} ·{' '}
                      <span className={shared.mono}>{s.ip ?? '—'}</span>
                    </strong>
                    <span className={styles.meta}>
                      {t('desks.sessionTimes', {
                        start: formatDateTime(i18n.language, s.createdAt),
                        seen: formatDateTime(i18n.language, s.lastSeenAt),
                      })}
                    </span>
                    <span>
                      <span className={s.live ? shared.chipOk : shared.chip}>
                        {t(s.live ? 'desks.live' : 'desks.ended')}
                      </span>
                    </span>
                    {mayEnd && s.live && (
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={end.isPending}
                          onClick={() => end.mutate(s.id)}
                          aria-label={t('desks.endSessionOf', { device: s.device ?? s.id })}
                        >
                          {t('desks.endSession')}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
      <FormError error={end.error} />
    </Card>
  );
}
