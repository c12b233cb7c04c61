import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MissionCadence, MissionProgress } from '@tessera/contract';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { missionSummaryQuery } from '../api/mission-queries';
import { MissionBoard } from '../components/mission-board';
import { MissionCard } from '../components/mission-card';
import styles from '../components/missions.module.css';
import { useMissionTexts } from '../components/use-mission-texts';

const GROUPS: { cadence: MissionCadence; title: string; hint: string }[] = [
  { cadence: 'DAILY', title: 'missions.daily', hint: 'missions.resetsDaily' },
  { cadence: 'WEEKLY', title: 'missions.weekly', hint: 'missions.resetsWeekly' },
];

/**
 * /member/mission-leaderboard (spec §2 missionLeaderboard): this week's points and rewards to
 * claim, the daily and weekly missions with their progress, and the weekly leaderboard.
 */
export function MissionLeaderboardPage() {
  const { t, number } = useMissionTexts();
  const client = usePlatformClient();
  const summary = useQuery(missionSummaryQuery(client));

  const missions = () => {
    if (summary.isPending)
      return (
        <div className={styles.grid} role="status" data-testid="missions-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton shape="block" height={260} />
          <Skeleton shape="block" height={260} />
        </div>
      );
    if (summary.isError)
      return (
        <EmptyState
          tone="error"
          level={2}
          title={t('missions.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    const { missions: all, claimable, weekPoints } = summary.data;
    return (
      <>
        <section
          className={`${styles.card} ${styles.summary}`}
          aria-label={t('missions.weekPoints')}
        >
          <div>
            <p className={styles.muted}>{t('missions.weekPoints')}</p>
            <p className={styles.points} data-testid="week-points">
              {number(weekPoints)}
            </p>
          </div>
          {claimable > 0 && <p>{t('missions.toClaim', { count: claimable })}</p>}
          <Link to="/member/lucky-draw">{t('missions.toDraws')}</Link>
        </section>
        {all.length === 0 ? (
          <EmptyState title={t('missions.noMissions')} hint={t('missions.noMissionsHint')} />
        ) : (
          <div className={styles.grid}>
            {GROUPS.map(({ cadence, title, hint }) => {
              const group: MissionProgress[] = all.filter((m) => m.cadence === cadence);
              if (group.length === 0) return null;
              return (
                <section
                  key={cadence}
                  className={styles.card}
                  aria-labelledby={`missions-${cadence}`}
                >
                  <h2 className={styles.cardTitle} id={`missions-${cadence}`}>
                    {t(title as 'missions.daily')}
                  </h2>
                  <p className={styles.muted}>{t(hint as 'missions.resetsDaily')}</p>
                  <ul className={styles.list}>
                    {group.map((mission) => (
                      <MissionCard key={mission.id} mission={mission} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.missionLeaderboard" />
      {missions()}
      <MissionBoard />
    </div>
  );
}
