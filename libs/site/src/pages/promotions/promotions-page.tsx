import { Link } from '@tanstack/react-router';
import { EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** Promotions centre: filled by a later issue; until then it says so and offers a way back. */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('promotions.title')}</h1>
      <EmptyState
        title={t('common.comingSoon')}
        hint={t('common.comingSoonHint')}
        action={<Link to="/">{t('common.backHome')}</Link>}
      />
    </>
  );
}
