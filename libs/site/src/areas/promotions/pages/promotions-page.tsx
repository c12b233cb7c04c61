import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { PROMOTION_FILTERS, type PromotionFilter } from '@tessera/contract';
import { Tabs } from '@tessera/ui';
import { PromotionList } from '../components/promotion-list';
import styles from '../components/promotions.module.css';
import { usePromotionTexts } from '../components/use-promotion-texts';

/**
 * /promotions (spec §2): the thirteen filters as tabs (the choice kept in `?category`), each
 * with its promotions' cards; a visitor sees them too and is asked to log in to take part.
 */
export function PromotionsPage() {
  const { t } = usePromotionTexts();
  const { category = 'ALL' } = useSearch({ from: '/promotions' });
  const navigate = useNavigate({ from: '/promotions' });
  const choose = (next: string) =>
    void navigate({
      search: next === 'ALL' ? {} : { category: next as PromotionFilter },
      replace: true,
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('promotions.title')}</h1>
      {/* The app download offers reward installing the app: the way to it sits beside them. */}
      {category === 'APP_DOWNLOAD' && (
        <p>
          <Link to="/download">{t('shell.appDownload')}</Link>
        </p>
      )}
      <Tabs
        label={t('promotionCentre.filterLabel')}
        value={category}
        onChange={choose}
        items={PROMOTION_FILTERS.map((filter) => ({
          value: filter,
          label: t(`promotionCentre.${filter}`),
          // Only the chosen filter's list is drawn (and asked for).
          content: filter === category ? <PromotionList category={filter} /> : null,
        }))}
      />
    </div>
  );
}
