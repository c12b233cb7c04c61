// The content area's door: the merchant's announcements, notices, help, feedback and gift popups.
export { AnnouncementPopup } from './modals/announcement-popup';
export { GiftModal } from './modals/gift-modal';
export { HelpModalRoute } from './modals/help-modal';
export { LazyFeedbackModal, LazyNoticesModal } from './lazy-screens';
