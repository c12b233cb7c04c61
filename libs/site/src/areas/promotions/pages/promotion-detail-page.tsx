import { Link, useParams } from '@tanstack/react-router';
import { ChevronIcon, EmptyState, Skeleton } from '@tessera/ui';
import type { ReactNode } from 'react';
import { usePromotions } from '../api/promotion-queries';
import { PromotionActionButton } from '../components/promotion-action';
import { PromotionTerms } from '../components/promotion-terms';
import styles from '../components/promotions.module.css';
import { StatusTag } from '../components/status-tag';
import { usePromotionTexts } from '../components/use-promotion-texts';
import { FailedState } from '../components/failed-state';

export interface PromotionDetailPageProps {
  /**
   * The activity comment of the promotion (140 characters and up to 3 images): the feedback
   * area's component, wired in by the route. @default nothing
   */
  activityComment?: (promotionId: number) => ReactNode;
}

/**
 * /promotions/:id: one promotion's pictures, texts, conditions and reward, the reader's status
 * and button, and below them the place of the activity comment.
 */
export function PromotionDetailPage({ activityComment }: PromotionDetailPageProps) {
  const { t } = usePromotionTexts();
  const { id } = useParams({ from: '/promotions/$id' });
  // The whole list (usually already loaded by the centre): a promotion and its status at once.
  const promotions = usePromotions('ALL');
  const back = (
    <Link to="/promotions" className={styles.back}>
      <ChevronIcon direction="start" />
      {t('promotionCentre.back')}
    </Link>
  );

  if (promotions.isPending)
    return (
      <div className={styles.page} role="status" data-testid="promotion-skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton shape="block" height={240} />
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="block" height={160} />
      </div>
    );
  if (promotions.isError)
    return (
      <div className={styles.page}>
        {back}
        <FailedState
          title={t('promotionCentre.loadFailed')}
          onRetry={() => void promotions.refetch()}
        />
      </div>
    );
  const promotion = promotions.data.list.find((p) => String(p.id) === id);
  if (!promotion)
    return (
      <div className={styles.page}>
        {back}
        <EmptyState title={t('promotionCentre.notFound')} level={1} />
      </div>
    );

  const [hero, ...more] = promotion.announcementImages;
  return (
    <article className={styles.page} aria-labelledby="promotion-title">
      {back}
      {hero && <img className={styles.hero} src={hero.url} alt="" />}
      <div className={styles.cardTop}>
        <span className={styles.category}>{t(`promotionCentre.${promotion.category}`)}</span>
        <StatusTag status={promotion.status} />
      </div>
      <h1 id="promotion-title" className={styles.heading}>
        {promotion.title}
      </h1>
      <p className={styles.lead}>{promotion.summary}</p>
      <PromotionActionButton promotion={promotion} />
      <div className={styles.body}>
        {promotion.body.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <PromotionTerms promotion={promotion} />
      {more.map((image) => (
        <img key={image.sequence} className={styles.hero} src={image.url} alt="" loading="lazy" />
      ))}
      {activityComment && (
        <section className={styles.comment}>{activityComment(promotion.id)}</section>
      )}
    </article>
  );
}
