import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { missionLeaderboardQuery } from '../api/mission-queries';
import styles from './missions.module.css';
import { useMissionTexts } from './use-mission-texts';

/** This week's ranking by mission points; the caller's row is marked, and named if off the list. */
export function MissionBoard() {
  const { t, number } = useMissionTexts();
  const client = usePlatformClient();
  const board = useQuery(missionLeaderboardQuery(client));
  const body = () => {
    if (board.isPending)
      return (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton shape="block" height={160} />
        </div>
      );
    if (board.isError)
      return (
        <EmptyState
          tone="error"
          level={3}
          title={t('missions.boardFailed')}
          action={
            <Button variant="secondary" onClick={() => void board.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    const { list, mine } = board.data;
    if (list.length === 0) return <p className={styles.muted}>{t('missions.boardEmpty')}</p>;
    return (
      <>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col">{t('missions.points')}</th>
              <th scope="col">{t('missions.missionsDone')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.rank} className={row.me ? styles.me : undefined} data-testid="board-row">
                <td>{number(row.rank)}</td>
                <td>
                  {row.account}
                  {row.me && ` (${t('missions.you')})`}
                </td>
                <td>{number(row.points)}</td>
                <td>{number(row.missions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {mine && !list.some((row) => row.me) && (
          <p className={styles.muted}>{t('missions.yourRank', { rank: number(mine.rank) })}</p>
        )}
      </>
    );
  };
  return (
    <section className={styles.card} aria-labelledby="mission-board">
      <h2 className={styles.cardTitle} id="mission-board">
        {t('missions.leaderboard')}
      </h2>
      {body()}
    </section>
  );
}
