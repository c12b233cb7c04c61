import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, EmptyState } from '@tessera/ui';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { loginHistoryQuery } from '../api/security-queries';
import { LoadFailed, RowsSkeleton } from './devices-card';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/** Sign-ins of the last 30 days: when, from which IP and device; 20 at a time. */
export function HistoryCard() {
  const { t, time } = useSecurityTexts();
  const client = usePlatformClient();
  const history = useInfiniteQuery(loginHistoryQuery(client));

  const body = () => {
    if (history.isPending) return <RowsSkeleton label={t('common.loading')} />;
    if (history.isError)
      return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
    const items = history.data.pages.flatMap((page) => page.items);
    if (items.length === 0) return <EmptyState level={3} title={t('security.historyEmpty')} />;
    return (
      <>
        <ul className={styles.rows} aria-label={t('security.historyTitle')}>
          {items.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={styles.row} data-testid="history-row">
              <span className={styles.rowText}>
                <span className={styles.value}>{time(entry.at)}</span>
                <span className={styles.label}>
                  {entry.device ?? t('security.unknownDevice')}
                  {entry.ip ? ` · ${t('security.ip', { ip: entry.ip })}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {history.hasNextPage && (
          <Button
            className={styles.more}
            variant="secondary"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('security.loadMore')}
          </Button>
        )}
      </>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="security-history">
      <h2 id="security-history" className={styles.cardTitle}>
        {t('security.historyTitle')}
      </h2>
      {body()}
    </section>
  );
}
