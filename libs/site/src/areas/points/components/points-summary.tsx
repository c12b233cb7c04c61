import type { PointsBalance } from '@tessera/contract';
import { Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format';

export interface PointsSummaryProps {
  /** The member's points; undefined while they load. */
  balance: PointsBalance | undefined;
}

/** The member's points at the top of the mall: balance, all earned, held by redeems. */
export function PointsSummary({ balance }: PointsSummaryProps) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  return (
    <section className={styles.summary} aria-label={t('points.myPoints')}>
      <div>
        <p className={styles.muted}>{t('points.myPoints')}</p>
        {balance ? (
          <p className={styles.points} data-testid="points-balance">
            {format(balance.points)}
          </p>
        ) : (
          <Skeleton shape="text" width={120} />
        )}
      </div>
      {balance && (
        <div>
          <p className={styles.muted}>{t('points.earned', { points: format(balance.earned) })}</p>
          {balance.pending > 0 && (
            <p className={styles.muted}>
              {t('points.pending', { points: format(balance.pending) })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
