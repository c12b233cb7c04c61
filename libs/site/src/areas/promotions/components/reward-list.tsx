import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { RewardListFilter } from '@tessera/contract';
import { EmptyState, Skeleton } from '@tessera/ui';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { rewardsQuery, useClaimReward } from '../api/promotion-queries';
import { RewardRow } from './reward-row';
import styles from './promotions.module.css';
import { usePromotionTexts } from './use-promotion-texts';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { errorKey } from '@tessera/site-shared/forms';
import { FailedState } from './failed-state';

/** One list of the reward centre (to claim, or claimed), with each reward's claim. */
export function RewardList({ status }: { status: RewardListFilter }) {
  const { t, i18n } = usePromotionTexts();
  const client = usePlatformClient();
  const money = useMoney();
  const rewards = useQuery(rewardsQuery(client, status, i18n.language));
  const claim = useClaimReward();

  const outcome = (
    <>
      {claim.isError && (
        <p role="alert" className={styles.problem}>
          {t(errorKey(claim.error))}
        </p>
      )}
      {claim.isSuccess && (
        <p role="status" className={styles.done}>
          {t('promotionCentre.rewardClaimed', { amount: money(claim.data.amount) })}
        </p>
      )}
    </>
  );

  if (rewards.isPending)
    return (
      <div className={styles.rewards} role="status" data-testid="rewards-skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        {[1, 2].map((n) => (
          <Skeleton key={n} shape="block" height={96} />
        ))}
      </div>
    );
  if (rewards.isError)
    return (
      <FailedState
        title={t('promotionCentre.rewardsFailed')}
        onRetry={() => void rewards.refetch()}
      />
    );
  if (rewards.data.list.length === 0)
    return (
      <>
        {outcome}
        <EmptyState
          title={t(
            status === 'claimable' ? 'promotionCentre.noRewards' : 'promotionCentre.noClaimed',
          )}
          {...(status === 'claimable' ? { hint: t('promotionCentre.noRewardsHint') } : {})}
          action={<Link to="/promotions">{t('promotionCentre.seePromotions')}</Link>}
        />
      </>
    );
  return (
    <>
      {outcome}
      <ul className={styles.rewards}>
        {rewards.data.list.map((reward) => (
          <RewardRow
            key={reward.id}
            reward={reward}
            {...(status === 'claimable'
              ? {
                  onClaim: () => claim.mutate(reward.id),
                  claiming: claim.isPending && claim.variables === reward.id,
                }
              : {})}
          />
        ))}
      </ul>
    </>
  );
}
