export {
  ANNOUNCEMENT_MAX_PAGE_SIZE,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  POPUP_EXECUTIONS,
  type AnnouncementList,
  type AnnouncementType,
  type Banner,
  type BannerGroup,
  type Notice,
  type Popup,
  type PopupExecution,
  type PromotionAnnouncement,
} from './announcements';
export type { Envelope } from './envelope';
export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes';
export type { HelpTopic } from './help';
export { GAME_TYPES, type GameMenu, type GameType, type MenuVendor } from './games';
export {
  MERCHANT_HEADER,
  type SystemStatusInfo,
  type TableLanguage,
  type WhitelabelInfo,
  type WhitelabelNode,
} from './merchant';
export {
  OPERATOR_PATHS,
  merchantSettingsPath,
  type MerchantSettings,
  type MerchantSettingsUpdate,
} from './operator';
export { PATHS } from './paths';
export {
  APP_DOWNLOAD_RESOURCE_KEYS,
  SOCIAL_NETWORKS,
  type CustomerServiceEntry,
  type DomainRoute,
  type PermissionInfo,
  type ResourceEntry,
  type SocialLink,
  type SocialNetwork,
} from './permission';
