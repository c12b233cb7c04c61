export { pickPreference } from './preference';
export { decideSystemStatus, SystemStatus, type SystemStatusFacts } from './system-status';
export {
  categoryDestination,
  gameTypePath,
  LARGE_VENDOR_MENU_THRESHOLD,
  navCategories,
  providerOpensList,
  type CategoryDestination,
  type MenuCategory,
} from './game-nav';
export {
  POPUP_CLOSED_KEYS,
  POPUP_PAGE_SIZE,
  popupClosedKey,
  popupExecutions,
  type PopupAudience,
  type PopupViewer,
} from './popup-rules';
export { mainViewKey, requiresLogin, shellLayout, type ShellLayout } from './shell-layout';
export { visibleSocialLinks } from './social-links';
export {
  isInAnyCidr,
  isInCidr,
  isValidCidr,
  isValidIp,
  parseCidr,
  parseIp,
  unmapIpv4,
  type CidrRange,
  type IpAddress,
} from './ip-range';
export { pickLocalized, type LocalizedText } from './localized-text';
export {
  isRegionBlocked,
  normalizeCountry,
  type ClientLocation,
  type RegionRules,
} from './region-block';
