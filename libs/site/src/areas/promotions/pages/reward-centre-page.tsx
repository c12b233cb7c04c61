import { Tabs } from '@tessera/ui';
import { useState } from 'react';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { RewardList } from '../components/reward-list';
import styles from '../components/promotions.module.css';
import { usePromotionTexts } from '../components/use-promotion-texts';

/**
 * /member/reward-center (spec §2 rewardCenter): rewards waiting to be claimed (from promotions,
 * and after the merge VIP, missions, referral and rebate) and those claimed; a claim pays once.
 */
export function RewardCentrePage() {
  const { t } = usePromotionTexts();
  const [list, setList] = useState<'claimable' | 'claimed'>('claimable');
  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.rewardCenter" />
      <Tabs
        label={t('promotionCentre.rewardsLabel')}
        value={list}
        onChange={(next) => setList(next === 'claimed' ? 'claimed' : 'claimable')}
        items={[
          {
            value: 'claimable',
            label: t('promotionCentre.toClaim'),
            content: list === 'claimable' ? <RewardList status="claimable" /> : null,
          },
          {
            value: 'claimed',
            label: t('promotionCentre.claimedList'),
            content: list === 'claimed' ? <RewardList status="claimed" /> : null,
          },
        ]}
      />
    </div>
  );
}
