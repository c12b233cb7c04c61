import {
  LazyChangePasswordModal,
  LazyForgotModal,
  LazyLogoutConfirm,
  LazyRealAccountPrompt,
} from '@tessera/site-account';
import {
  LazyAnnouncementDialog,
  LazyGiftDialog,
  LazyHelpModal,
  LazyNoticesModal,
} from '../areas/content';
import { LazyFeedbackModal } from '../areas/feedback';
import { LazyGamePopup, LazyMaintenanceDialog, LazyVendorGamesModal } from '@tessera/site-games';

/** Loads the code of every popup the modal host can show (see setup.ts for why). */
export async function preloadPopups(): Promise<void> {
  await Promise.all(
    [
      LazyChangePasswordModal,
      LazyForgotModal,
      LazyLogoutConfirm,
      LazyRealAccountPrompt,
      LazyAnnouncementDialog,
      LazyFeedbackModal,
      LazyGiftDialog,
      LazyHelpModal,
      LazyNoticesModal,
      LazyGamePopup,
      LazyMaintenanceDialog,
      LazyVendorGamesModal,
    ].map((screen) => screen.preload()),
  );
}
