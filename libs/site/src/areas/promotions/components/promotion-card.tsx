import { Link } from '@tanstack/react-router';
import type { Promotion } from '@tessera/contract';
import styles from './promotions.module.css';
import { PromotionActionButton } from './promotion-action';
import { StatusTag } from './status-tag';
import { RewardLine } from './promotion-terms';
import { usePromotionTexts } from './use-promotion-texts';

/** One promotion of the centre: picture, type, title, summary, reward, status and its button. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionTexts();
  const titleId = `promotion-${promotion.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      {/* The picture repeats the title's words: decorative for a screen reader. */}
      <img className={styles.cover} src={promotion.coverUrl} alt="" loading="lazy" />
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <span className={styles.category}>{t(`promotionCentre.${promotion.category}`)}</span>
          <StatusTag status={promotion.status} />
        </div>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to="/promotions/$id" params={{ id: String(promotion.id) }}>
            {promotion.title}
          </Link>
        </h2>
        <p className={styles.summary}>{promotion.summary}</p>
        <p className={styles.reward}>
          <RewardLine promotion={promotion} />
        </p>
        <div className={styles.cardActions}>
          <PromotionActionButton promotion={promotion} />
          <Link
            to="/promotions/$id"
            params={{ id: String(promotion.id) }}
            className={styles.details}
            aria-describedby={titleId}
          >
            {t('promotionCentre.details')}
          </Link>
        </div>
      </div>
    </li>
  );
}
