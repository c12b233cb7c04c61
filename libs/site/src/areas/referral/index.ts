// The referral area (invite friends): the member's code, link and QR code, the reward terms and
// the invited friends. Whether its menu entry shows is core/badges' `useReferralMenuVisible`.
export { LazyReferralPage } from './lazy-screens';
