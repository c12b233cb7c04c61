import type { PromotionFilter } from '@tessera/contract';
import { EmptyState, Skeleton } from '@tessera/ui';
import { usePromotions } from '../api/promotion-queries';
import { PromotionCard } from './promotion-card';
import styles from './promotions.module.css';
import { usePromotionTexts } from './use-promotion-texts';
import { FailedState } from './failed-state';

/** The promotions of one filter: skeleton cards, then the cards, or why there are none. */
export function PromotionList({ category }: { category: PromotionFilter }) {
  const { t } = usePromotionTexts();
  const promotions = usePromotions(category);
  if (promotions.isPending)
    return (
      <div className={styles.grid} role="status" data-testid="promotions-skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} shape="block" height={320} />
        ))}
      </div>
    );
  if (promotions.isError)
    return (
      <FailedState
        title={t('promotionCentre.loadFailed')}
        onRetry={() => void promotions.refetch()}
      />
    );
  if (promotions.data.list.length === 0)
    return <EmptyState title={t('promotionCentre.empty')} hint={t('promotionCentre.emptyHint')} />;
  return (
    <ul className={styles.grid}>
      {promotions.data.list.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
}
