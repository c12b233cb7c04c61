export { pickPreference } from './preference';
export {
  decideSystemStatus,
  isSiteHost,
  SystemStatus,
  type SystemStatusFacts,
} from './system-status';
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
export { pickByLanguage, pickLocalized, type LocalizedText } from './localized-text';
export {
  isRegionBlocked,
  normalizeCountry,
  type ClientLocation,
  type RegionRules,
} from './region-block';
export * from './validation';
export {
  captchaRequiredFrom,
  decideLoginOutcome,
  type LoginOutcome,
  type LoginOutcomeFacts,
  type LoginType,
} from './session/login-outcome';
export { memberDisplayName, type NameableMember } from './session/member-name';
export {
  canUseAgentSite,
  canUseMemberSite,
  featureSwitches,
  gatedAction,
  isAgentType,
  isTrialType,
  referralMenuVisible,
  skipsConsolidatedCall,
} from './permissions';
export {
  CAPTCHA_REFRESH_MIN_INTERVAL_MS,
  DEFAULT_SMS_EXPIRED_MINUTES,
  PHONE_BLOCK_MINUTES,
  REMEMBER_ME_DAYS,
  secondsLeft,
  SMS_REQUEST_MIN_INTERVAL_MS,
  smsCountdownSeconds,
  throttleAllows,
} from './timing';
export * from './games';
export {
  parseAmount,
  quickAmounts,
  type AmountBounds,
  type AmountProblem,
  type ParsedAmount,
} from './cashier/parse-amount';
export * from './records';
export * from './cashier';
export * from './contracts';
export { clockText, gmtOffsetLabel, zoneOffsetMinutes } from './agent/clock';
export { TEAM_PRESETS, teamPresetRange, type TeamPreset } from './agent/team-range';
export * from './draws';
export * from './missions';
export * from './promotions';
export * from './points';
export * from './vip';
export * from './referral';
