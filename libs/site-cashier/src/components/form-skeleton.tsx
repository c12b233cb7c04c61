import { Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './cashier-forms.module.css';

/** The shape of a cashier form while its data loads: a row of cards, then fields. */
export function FormSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack} role="status" data-testid="cashier-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton width="40%" />
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} shape="block" height={64} />
      ))}
      <Skeleton shape="block" height={44} width="60%" />
    </div>
  );
}
