import { lazyPage } from '../../lazy/lazy-page';

// Popups opened on purpose load on first use, keeping them out of the lobby's first download.

export const LazyVendorGamesModal = lazyPage(
  () => import('../../modals/vendor-games-modal'),
  (module) => module.VendorGamesModal,
);

export const LazyMaintenanceDialog = lazyPage(
  () => import('./maintenance-dialog'),
  (module) => module.MaintenanceDialog,
);
