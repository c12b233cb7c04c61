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
export {
  GAME_LIST_MAX_PAGE_SIZE,
  GAME_TYPES,
  type FavouriteAdd,
  type FavouriteIds,
  type GameListQuery,
  type GameMenu,
  type GamePage,
  type GameSummary,
  type GameType,
  type HotGames,
  type LaunchRequest,
  type LaunchResult,
  type LiveChatLaunch,
  type LiveModel,
  type LotteryDraw,
  type LotteryGame,
  type MenuVendor,
  type PokerRoom,
  type RankList,
  type VendorCard,
  type VendorLane,
  type VendorLanes,
} from './games';
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
  type OutboxMessage,
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
export type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  LanguageUpdate,
  LoginInfo,
  MemberIcon,
  MemberInfo,
  ResetByEmailRequest,
  ResetByMobileRequest,
  WalletBalance,
} from './member';
export { GATEWAY_VERSION_HEADER, type SealedPayload } from './payload';
export {
  REGISTER_FIELDS,
  type AffiliateCheck,
  type Country,
  type FieldRule,
  type RegisterField,
  type RegisterRequest,
  type RegisterSettings,
} from './registration';
export {
  MEMBER_TYPES,
  type Captcha,
  type FreePlayRequest,
  type IpVerificationMethod,
  type LoginFailure,
  type LoginRequest,
  type LoginResult,
  type LoginSite,
  type MemberType,
  type SmsCodeRequest,
  type SmsCodeSent,
} from './session';
