import { useTranslation } from 'react-i18next';
import { FullPageState } from './full-page-state';

/**
 * Shown instead of the site when it is opened on an address that is not one of its merchant's
 * domains (spec §8 "Invalid URL, contact customer service"): a copy on a look-alike domain
 * gets no lobby, no login and no cashier to phish with.
 */
export function InvalidUrlPage() {
  const { t } = useTranslation();
  return (
    <FullPageState title={t('systemPages.invalidUrlTitle')}>
      <p>{t('systemPages.invalidUrlBody', { host: window.location.hostname })}</p>
    </FullPageState>
  );
}
