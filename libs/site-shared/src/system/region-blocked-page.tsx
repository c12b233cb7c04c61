import { useTranslation } from 'react-i18next';
import { useStartup } from '../startup/use-startup';
import { FullPageState } from './full-page-state';

/** Shown instead of the site when the visitor's IP or country is blocked (spec §2, §8). */
export function RegionBlockedPage() {
  const { t } = useTranslation();
  const { ip } = useStartup().permission.location;
  return (
    <FullPageState title={t('systemPages.regionTitle')}>
      <p>{t('systemPages.regionBody')}</p>
      <p data-testid="visitor-ip">{t('systemPages.yourIp', { ip })}</p>
    </FullPageState>
  );
}
