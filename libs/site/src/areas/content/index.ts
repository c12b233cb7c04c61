// The content area's door: the merchant's announcements, notices, help and gift popups.
export { AnnouncementPopup } from './modals/announcement-popup';
export { GiftModal } from './modals/gift-modal';
export {
  LazyAnnouncementDialog,
  LazyGiftDialog,
  LazyHelpCentrePage,
  LazyHelpModal,
  LazyNoticesModal,
} from './lazy-screens';
