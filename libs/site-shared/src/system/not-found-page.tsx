import { Link } from '@tanstack/react-router';
import { EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** Any path the site does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      level={1}
      title={t('errors.pageNotFound')}
      action={<Link to="/">{t('common.backHome')}</Link>}
    />
  );
}
