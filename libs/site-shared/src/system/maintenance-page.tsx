import { dateTimeFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import { useStartup } from '../startup/use-startup';
import { FullPageState } from './full-page-state';

/** Shown instead of the site while the merchant is in maintenance (spec §2, §4). */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const { maintenanceEnd } = useStartup().permission;
  const end = maintenanceEnd
    ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(maintenanceEnd),
      )
    : null;
  return (
    <FullPageState title={t('systemPages.maintenanceTitle')}>
      <p data-testid="maintenance-end">
        {end ? t('systemPages.maintenanceUntil', { end }) : t('systemPages.maintenanceSoon')}
      </p>
    </FullPageState>
  );
}
