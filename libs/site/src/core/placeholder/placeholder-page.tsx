import { Link } from '@tanstack/react-router';
import { EmptyState } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface PlaceholderPageProps {
  /** i18n key of the page title. */
  title: ParseKeys;
  /** A line under the title, e.g. the chosen provider. */
  subtitle?: string;
}

/** A page a later release fills: its title, a translated "coming soon", and a way back. */
export function PlaceholderPage({ title, subtitle }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t(title)}</h1>
      {subtitle && <p>{subtitle}</p>}
      <EmptyState
        title={t('common.comingSoon')}
        hint={t('common.comingSoonHint')}
        action={<Link to="/">{t('common.backHome')}</Link>}
      />
    </>
  );
}
