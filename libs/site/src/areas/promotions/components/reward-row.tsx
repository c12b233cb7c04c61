import type { Reward } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from './promotions.module.css';
import { useFormats } from './use-formats';
import { usePromotionTexts } from './use-promotion-texts';

const SOURCES = ['promotion', 'vip', 'mission', 'referral', 'rebate', 'operator'] as const;
type Source = (typeof SOURCES)[number];
const sourceKey = (kind: string) =>
  (SOURCES as readonly string[]).includes(kind) ? (kind as Source) : 'other';

export interface RewardRowProps {
  reward: Reward;
  /** Claims it; absent on the claimed list. */
  onClaim?: () => void;
  /** This row's claim is on its way. */
  claiming?: boolean;
}

/** One reward: where it came from, its name and amount, the wagering it adds, its dates. */
export function RewardRow({ reward, onClaim, claiming = false }: RewardRowProps) {
  const { t } = usePromotionTexts();
  const money = useMoney();
  const { date } = useFormats();
  const titleId = `reward-${reward.id}`;
  return (
    <li className={styles.rewardRow} aria-labelledby={titleId}>
      <div className={styles.rewardMain}>
        <span className={styles.category}>
          {t(`promotionCentre.source_${sourceKey(reward.sourceKind)}`)}
        </span>
        <h2 id={titleId} className={styles.rewardTitle}>
          {reward.title}
        </h2>
        <p className={styles.rewardAmount}>{money(reward.amount)}</p>
        <p className={styles.hint}>
          {reward.turnoverRequired > 0
            ? t('promotionCentre.rewardWagering', { amount: money(reward.turnoverRequired) })
            : t('promotionCentre.noWagering')}
        </p>
        {reward.status === 'claimed' && reward.claimedAt && (
          <p className={styles.hint}>
            {t('promotionCentre.claimedOn', { date: date(reward.claimedAt) })}
          </p>
        )}
        {reward.status === 'claimable' && reward.expiresAt && (
          <p className={styles.hint}>
            {t('promotionCentre.claimBy', { date: date(reward.expiresAt) })}
          </p>
        )}
      </div>
      {reward.status === 'claimable' && onClaim && (
        <Button onClick={onClaim} loading={claiming} aria-describedby={titleId}>
          {t('promotionCentre.claimReward')}
        </Button>
      )}
      {reward.status === 'expired' && (
        <span className={styles.tag}>{t('promotionCentre.expired')}</span>
      )}
    </li>
  );
}
