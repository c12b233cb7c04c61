import type { MissionProgress } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useClaimMission } from '../api/mission-queries';
import styles from './missions.module.css';
import { useMissionTexts } from './use-mission-texts';

/** One mission: what to do, a labelled progress bar, the reward and the claim button. */
export function MissionCard({ mission }: { mission: MissionProgress }) {
  const { t, title, amount, money, number, problem } = useMissionTexts();
  const claim = useClaimMission();
  const name = title(mission);
  const percent = Math.round((mission.progress / mission.target) * 100);
  const rewards = [
    mission.rewardAmount > 0 ? money(mission.rewardAmount) : null,
    mission.rewardTicket
      ? t('missions.rewardTicket', { game: t(`draws.${mission.rewardTicket}`) })
      : null,
    mission.points > 0 ? t('missions.rewardPoints', { points: number(mission.points) }) : null,
  ].filter(Boolean);
  return (
    <li className={styles.mission} data-testid="mission" data-status={mission.status}>
      <div className={styles.missionHead}>
        <h3 className={styles.missionTitle}>{name}</h3>
        {mission.status === 'claimed' && (
          <span className={styles.done}>{t('missions.claimed')}</span>
        )}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('missions.progressLabel', { title: name })}
        aria-valuemin={0}
        aria-valuemax={mission.target}
        aria-valuenow={mission.progress}
        aria-valuetext={`${percent}%`}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.muted} data-testid="mission-progress">
        {t(mission.metric === 'ROUNDS' ? 'missions.progressRounds' : 'missions.progressMoney', {
          done: amount(mission, mission.progress),
          target: amount(mission, mission.target),
        })}
      </p>
      <div className={styles.missionFoot}>
        <span>
          <span className={styles.muted}>{t('missions.reward')}: </span>
          {rewards.join(' · ')}
        </span>
        {mission.status === 'claimable' && (
          <Button size="sm" loading={claim.isPending} onClick={() => claim.mutate(mission.id)}>
            {claim.isPending ? t('missions.claiming') : t('missions.claim')}
          </Button>
        )}
      </div>
      {claim.isError && (
        <p className={styles.bad} role="alert">
          {problem(claim.error)}
        </p>
      )}
    </li>
  );
}
