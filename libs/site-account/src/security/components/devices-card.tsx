import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { sessionsQuery, useEndSession, useSignOutOthers } from '../api/security-queries';
import { Problem } from './problem';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/** A failed list: the reason and a retry button. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t, problem } = useSecurityTexts();
  const reason = problem(error);
  return (
    <EmptyState
      tone="error"
      level={3}
      title={reason === t('errors.unknown') ? t('security.loadFailed') : reason}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** Placeholder rows while a list loads. */
export function RowsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.rows} role="status" aria-label={label}>
      <Skeleton shape="block" height={48} />
      <Skeleton shape="block" height={48} />
    </div>
  );
}

/** The member's signed-in devices: sign out one, or every other one. */
export function DevicesCard() {
  const { t, time } = useSecurityTexts();
  const client = usePlatformClient();
  const sessions = useQuery(sessionsQuery(client));
  const end = useEndSession();
  const others = useSignOutOthers();
  const error = end.error ?? others.error;

  const body = () => {
    if (sessions.isPending) return <RowsSkeleton label={t('common.loading')} />;
    if (sessions.isError)
      return <LoadFailed error={sessions.error} onRetry={() => void sessions.refetch()} />;
    const items = sessions.data.items;
    const hasOthers = items.some((session) => !session.current);
    return (
      <>
        <ul className={styles.rows} aria-label={t('security.devicesTitle')}>
          {items.map((session) => (
            <li key={session.id} className={styles.row} data-testid="session-row">
              <span className={styles.rowText}>
                <span className={styles.value}>
                  {session.device ?? t('security.unknownDevice')}
                </span>
                <span className={styles.label}>
                  {session.ip ? `${t('security.ip', { ip: session.ip })} · ` : ''}
                  {t('security.lastActive', { time: time(session.lastSeenAt) })}
                </span>
              </span>
              {session.current ? (
                <span className={`${styles.chip} ${styles.good}`}>{t('security.thisDevice')}</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={end.isPending && end.variables === session.id}
                  aria-label={`${t('security.signOut')}: ${session.device ?? t('security.unknownDevice')}, ${time(session.lastSeenAt)}`}
                  onClick={() => end.mutate(session.id)}
                >
                  {t('security.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.isSuccess && !hasOthers && (
          <p role="status" className={styles.muted}>
            {t('security.signedOutOthers')}
          </p>
        )}
        {!hasOthers && !others.isSuccess && (
          <p className={styles.muted}>{t('security.noOtherDevices')}</p>
        )}
        {hasOthers && (
          <div className={styles.actions}>
            <Button variant="secondary" loading={others.isPending} onClick={() => others.mutate()}>
              {t('security.signOutOthers')}
            </Button>
          </div>
        )}
      </>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="security-devices">
      <h2 id="security-devices" className={styles.cardTitle}>
        {t('security.devicesTitle')}
      </h2>
      {body()}
      <Problem error={error} />
    </section>
  );
}
